import { RecordNotFound } from '@/components/portal/record-not-found';

/** No proposal here for this client: 404, whether the project exists or not. */
export default function ProposalNotFound() {
  return (
    <RecordNotFound
      title="Proposal not found"
      message="There is no proposal for you at this address."
      back={{ href: '/projects', label: 'Back to Projects' }}
    />
  );
}
