import { getCurrentUser } from '@/lib/auth/current-user';
import { isAdminRole } from '@/lib/auth/roles';
import { todayIso } from '@/lib/billing/dates';
import { notFound } from '@/lib/billing/responses';
import { companyExportStream, exportFolderName } from '@/lib/data-export/archive';
import { collectCompanyExport } from '@/lib/data-export/collect';
import { withUser } from '@/lib/db/client';
import { isUuid } from '@/lib/lists/params';
import { fileStorage } from '@/lib/storage';

/**
 * Everything about one client company as a .tar.gz (staff only; RLS and the export's database
 * function refuse anyone else too). The records are read and the export is logged in one
 * transaction; the archive is then streamed, files straight from the storage.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await getCurrentUser();
  if (!user || !isAdminRole(user.profile.role) || !isUuid(id)) return notFound();
  const data = await withUser(user.claims, (tx) => collectCompanyExport(tx, id));
  if (!data) return notFound();
  const today = todayIso();
  return new Response(companyExportStream(data, fileStorage(), today), {
    headers: {
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Type': 'application/gzip',
      'Content-Disposition': `attachment; filename="${exportFolderName(data.company.name, today)}.tar.gz"`,
    },
  });
}
