import 'server-only';
import { systemDb, type Database } from '@/lib/db/client';
import { paymentTermsDays } from './config';
import { todayIso } from './dates';
import { runReminderSteps } from './reminders/scheduled';
import { issueDueInvoicesBatch, type ProjectCursor } from './queries';
import { runAutopayIfConfigured } from './autopay/run';

/** Projects per transaction: small enough that a step is quick and holds its lock briefly. */
export const PROJECTS_PER_BATCH = 500;

// The run under way in this process, per database: the start-up run and a cron request that
// arrives during it share one run (and the caller of the second learns when it is done).
const running = new WeakMap<Database, Promise<number>>();

/**
 * The scheduled run: issues every invoice that has fallen due across all projects,
 * chiefly each month's fee from go-live, then adds the late fees announced for today and
 * sends the payment reminders due (lib/billing/reminders). No user owns it, so
 * it runs on the trusted connection. Called hourly in the server process (scripts/serve.ts)
 * and by GET /api/cron/issue-invoices for hosts that schedule requests instead (Vercel Cron).
 *
 * A billing job, not one transaction: it walks the projects in creation order,
 * PROJECTS_PER_BATCH per transaction, each of which issues and notifies with a few statements.
 * A crash or an outage loses only the step in flight, and a rerun picks up what is still due
 * (what is issued is never issued again: the rules read it, and the unique indexes
 * invoices_one_half_idx / invoices_one_month_idx refuse a duplicate). Two runs at once (two
 * processes) take turns per step on the issuing lock, so neither issues what the other did.
 * Returns how many invoices this run issued.
 */
export function issueAllDueInvoices(
  db: Database = systemDb(),
  today = todayIso(),
  projectsPerBatch = PROJECTS_PER_BATCH,
): Promise<number> {
  const underWay = running.get(db);
  if (underWay) return underWay;
  const run = runAll(db, today, projectsPerBatch).finally(() => running.delete(db));
  running.set(db, run);
  return run;
}

async function runAll(db: Database, today: string, projectsPerBatch: number): Promise<number> {
  const options = { today, termsDays: paymentTermsDays() };
  let issued = 0;
  let after: ProjectCursor | null = null;
  do {
    const step: { issued: number; next: ProjectCursor | null } = await db.transaction((tx) =>
      issueDueInvoicesBatch(tx, after, projectsPerBatch, options),
    );
    issued += step.issued;
    after = step.next;
  } while (after);
  // Autopay invoices are charged (lib/billing/autopay/run.ts) when Stripe is configured, before
  // the reminders, so an invoice paid by its charge is not chased.
  await runAutopayIfConfigured(db, today);
  // Each unpaid invoice's reminders on the firm's schedule, each step once.
  await runReminderSteps(db, today, options.termsDays);
  return issued;
}
