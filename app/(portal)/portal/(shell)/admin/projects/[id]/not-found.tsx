import { RecordNotFound } from '@/components/portal/record-not-found';

/** 'Project not found', answered with status 404: the project's page and its own pages (audit, billing, plan, proposal, case study) call notFound(). */
export default function ProjectNotFound() {
  return (
    <RecordNotFound
      title="Project not found"
      message="This address does not name a project."
      back={{ href: '/admin/projects', label: 'Back to Projects' }}
    />
  );
}
