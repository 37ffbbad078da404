import 'server-only';
import type { Database } from '@/lib/db/client';
import type { IsoDate } from '../dates';
import { addDueLateFees, REMINDERS_PER_BATCH, sendDueReminders } from './run';
import { loadReminderSettings } from './settings';

/**
 * The reminders' part of the scheduled run, on the trusted connection: first the late fees
 * whose announced day has come, then each unpaid invoice's reminder step, in transactions of
 * `perBatch` invoices until a batch comes back short. `today` is the caller's clock (the
 * tests walk a month without waiting). Safe to run on several instances at once and twice
 * in a row: see lib/billing/reminders/run.ts.
 */
export async function runReminderSteps(
  db: Database,
  today: IsoDate,
  termsDays: number,
  perBatch = REMINDERS_PER_BATCH,
): Promise<void> {
  const settings = await db.transaction((tx) => loadReminderSettings(tx));
  while ((await db.transaction((tx) => addDueLateFees(tx, today, settings, termsDays, perBatch))) === perBatch);
  while ((await db.transaction((tx) => sendDueReminders(tx, today, settings, perBatch))) === perBatch);
}
