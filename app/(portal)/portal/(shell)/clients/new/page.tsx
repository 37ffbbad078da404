import { redirect } from 'next/navigation';
import { requireRole } from '@/lib/auth/require-role';

// The unprefixed path leads admins to the admin screen.
export default async function Page() {
  await requireRole('admin');
  redirect('/admin/clients/new');
}
