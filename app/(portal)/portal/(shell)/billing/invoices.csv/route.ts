import { withUser } from '@/lib/db/client';
import { getCurrentUser } from '@/lib/auth/current-user';
import { invoicesCsv } from '@/lib/billing/csv';
import { deriveInvoices } from '@/lib/billing/invoices';
import { listClientProjects } from '@/lib/client-portal/queries';

/** 'Download All Invoices': the signed-in client's own invoices as a CSV file. */
export async function GET() {
  const user = await getCurrentUser();
  if (user?.profile.role !== 'client') {
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'private, no-store' } });
  }
  const csv = invoicesCsv(deriveInvoices(await withUser(user.claims, (tx) => listClientProjects(tx, user.claims.sub))));
  const today = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="invoices-${today}.csv"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
