import 'server-only';
import { systemDb, type Database } from '@/lib/db/client';
import { paymentTermsDays } from './config';
import { todayIso } from './dates';
import { notifyOverdueInvoices } from '@/lib/notifications/events';
import { issueDueInvoices } from './queries';

/**
 * The scheduled run (issue 19): issues every invoice that has fallen due across all projects,
 * chiefly each month's fee from go-live. Idempotent; no user owns it, so it runs on the
 * trusted connection. It also sends the overdue notices. Called hourly in the server process (instrumentation.ts) and by
 * GET /api/cron/issue-invoices for hosts that schedule requests instead (Vercel Cron).
 */
export async function issueAllDueInvoices(db: Database = systemDb(), today = todayIso()): Promise<number> {
  return db.transaction(async (tx) => {
    const issued = await issueDueInvoices(tx, {}, { today, termsDays: paymentTermsDays() });
    // The same run tells clients once about each invoice that has fallen overdue (issue 21).
    await notifyOverdueInvoices(tx, today);
    return issued;
  });
}
