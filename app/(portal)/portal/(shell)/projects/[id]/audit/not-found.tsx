import { RecordNotFound } from '@/components/portal/record-not-found';

/** No project of this client here: 404, whether the project exists or not. */
export default function AuditNotFound() {
  return (
    <RecordNotFound
      title="Project not found"
      message="There is no project of yours at this address."
      back={{ href: '/projects', label: 'Back to Projects' }}
    />
  );
}
