import { notFound, redirect } from 'next/navigation';
import { requestContext } from '@/lib/auth/request';
import { isValidAdminPath } from '@/lib/security/admin-path';

// The proxy maps /mgmt-<part> on the portal host here.
export default async function AdminPathPage({ params }: { params: Promise<{ part: string }> }) {
  const { part } = await params;
  const { ip } = await requestContext();
  if (!(await isValidAdminPath(safeDecode(part), ip))) notFound();
  redirect('/dashboard');
}

/** A malformed escape (/mgmt-%E0%A4%A) is an unknown path like any other, not an error. */
function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
