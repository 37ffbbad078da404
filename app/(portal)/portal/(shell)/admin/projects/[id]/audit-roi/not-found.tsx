import { RecordNotFound } from '@/components/portal/record-not-found';

/** 'Project not found', answered with status 404 (the page calls notFound()). */
export default function AuditProjectNotFound() {
  return (
    <RecordNotFound
      title="Project not found"
      message="This address does not name a project."
      back={{ href: '/admin/projects', label: 'Back to Projects' }}
    />
  );
}
