import { redirect } from 'next/navigation';
import { requireRole } from '@/lib/auth/require-role';

// The unprefixed path leads admins to the admin screen.
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  await requireRole('admin');
  redirect(`/admin/clients/${encodeURIComponent((await params).id)}`);
}
