import { RecordNotFound } from '@/components/portal/record-not-found';

/** 'Client Not Found', answered with status 404 (the page calls notFound()). */
export default function ClientNotFound() {
  return (
    <RecordNotFound
      title="Client Not Found"
      message="This address does not name a client."
      back={{ href: '/admin/clients', label: 'Back to Clients' }}
    />
  );
}
