import { redirect } from 'next/navigation';
import { requireRole } from '@/lib/auth/require-role';

// The unprefixed path leads admins to the admin screen.
export default async function Page({ searchParams }: { searchParams: Promise<{ selectedClientId?: string }> }) {
  await requireRole('admin');
  const { selectedClientId } = await searchParams;
  const query = selectedClientId ? `?${new URLSearchParams({ selectedClientId })}` : '';
  redirect(`/admin/projects/new${query}`);
}
