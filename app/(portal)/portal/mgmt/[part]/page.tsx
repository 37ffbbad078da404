import { notFound, redirect } from 'next/navigation';
import { requestContext } from '@/lib/auth/request';
import { isValidAdminPath } from '@/lib/security/admin-path';

// The proxy maps /mgmt-<part> on the portal host here (DESIGN §7.9).
export default async function AdminPathPage({ params }: { params: Promise<{ part: string }> }) {
  const { part } = await params;
  const { ip } = await requestContext();
  if (!(await isValidAdminPath(decodeURIComponent(part), ip))) notFound();
  redirect('/dashboard');
}
