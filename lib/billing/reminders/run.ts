import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { invoiceReminders, invoices } from '@/lib/db/schema';
import { notifyInvoicesIssued } from '@/lib/notifications/events';
import { notifyMany } from '@/lib/notifications/notify';
import type { IsoDate } from '../dates';
import { dueDateFor, invoiceDescription } from '../rules';
import { reminderText } from './messages';
import { lateFeePromise, type LateFeePromise, type ReminderSettings } from './schedule';

// The two steps of the scheduled run that chase unpaid invoices, each one bounded
// transaction on the trusted connection, repeated by the run until it comes back short.
//
// Exactly once, with any number of runs: a step is claimed by inserting its row (primary key
// (invoice, step)) in the transaction that tells the client, so a second run after the first
// finds the row, and a run at the same time skips the invoices the first has locked
// (`for update … skip locked`). The lock also settles a race with a payment: recording a
// payment checks its invoice's key, which waits for this lock, so a reminder is either sent
// before the payment commits or not at all once it has.

/** Invoices per transaction: a step is quick and holds its locks briefly. */
export const REMINDERS_PER_BATCH = 500;

/** The schedule as a SQL integer array (one text parameter: Drizzle would spread a JS array). */
const offsetsArray = (offsets: readonly number[]) =>
  sql`string_to_array(${offsets.map((o) => Math.trunc(o)).join(',')}, ',')::integer[]`;

type DueReminder = {
  id: string;
  number: string;
  kind: string;
  organization_id: string;
  amount_cents: string;
  due_date: string;
  project_title: string;
  step: number;
  fee_cents: string | null;
  fee_on: string | null;
};

/**
 * Sends the reminder each unpaid invoice is due for on `today` (at most `limit` invoices),
 * announcing the late fee where the firm charges one. Returns how many invoices it looked at:
 * the caller repeats while that is `limit`.
 */
export async function sendDueReminders(
  tx: Tx,
  today: IsoDate,
  settings: ReminderSettings,
  limit = REMINDERS_PER_BATCH,
): Promise<number> {
  if (settings.offsets.length === 0) return 0;
  const earliest = Math.min(...settings.offsets);
  const due = await tx.execute<DueReminder>(sql`
    select i.id, i.number, i.kind::text as kind, i.organization_id, i.amount_cents::text as amount_cents,
           i.due_date::text as due_date, p.title as project_title, s.step,
           f.late_fee_cents::text as fee_cents, f.late_fee_on::text as fee_on
      from app.invoices i
      join app.projects p on p.id = i.project_id
      cross join lateral (
        select max(o) as step from unnest(${offsetsArray(settings.offsets)}) as o
         where i.due_date + o <= ${today}::date and i.due_date + o >= i.issue_date
      ) s
      left join lateral (
        select r.late_fee_cents, r.late_fee_on from app.invoice_reminders r
         where r.invoice_id = i.id and r.late_fee_on is not null
         order by r.offset_days limit 1
      ) f on true
     where i.due_date <= ${today}::date - ${earliest}::integer
       and s.step is not null
       and not exists (select 1 from app.invoice_payments ip where ip.invoice_id = i.id)
       and not exists (select 1 from app.invoice_reminders r where r.invoice_id = i.id and r.offset_days >= s.step)
     order by i.due_date, i.id
     limit ${limit}
       for update of i skip locked`);
  if (due.length === 0) return 0;
  const planned = due.map((row) => {
    const earlier: LateFeePromise | null =
      row.fee_cents && row.fee_on ? { cents: Number(row.fee_cents), on: row.fee_on } : null;
    const amountCents = Number(row.amount_cents);
    const fee = lateFeePromise(
      settings.lateFee,
      { kind: row.kind, amountCents, dueDate: row.due_date },
      earlier,
      today,
    );
    // Once its day has come the fee is added (before the reminders), not announced again.
    return { row, amountCents, fee: fee && fee.on > today ? fee : null };
  });
  const claimed = await tx
    .insert(invoiceReminders)
    .values(
      planned.map(({ row, fee }) => ({
        invoiceId: row.id,
        offsetDays: row.step,
        sentOn: today,
        // Every reminder before the fee says so; the first one records the promise.
        lateFeeCents: fee?.cents ?? null,
        lateFeeOn: fee?.on ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ invoiceId: invoiceReminders.invoiceId });
  const fresh = new Set(claimed.map((c) => c.invoiceId));
  await notifyMany(
    tx,
    'invoices',
    null,
    planned
      .filter(({ row }) => fresh.has(row.id))
      .map(({ row, amountCents, fee }) => ({
        audience: { kind: 'billing', organizationId: row.organization_id },
        ...reminderText(
          { number: row.number, projectTitle: row.project_title, amountCents, dueDate: row.due_date },
          row.step,
          fee,
        ),
        link: '/billing',
      })),
  );
  return due.length;
}

type DueLateFee = {
  id: string;
  number: string;
  project_id: string;
  client_id: string;
  organization_id: string;
  project_title: string;
  fee_cents: string;
};

/**
 * Adds the late fee to each unpaid invoice whose announced day has come (at most `limit`),
 * as an invoice of its own for the amount announced, and tells the client as of any invoice
 * issued. Nothing is added unless a reminder announced it, nor while the firm charges no
 * fee, nor twice (the unique index on late_fee_for; the lock keeps a second run from even
 * trying, so no invoice number is spent on a refused insert). Returns how many it looked at.
 */
export async function addDueLateFees(
  tx: Tx,
  today: IsoDate,
  settings: ReminderSettings,
  termsDays: number,
  limit = REMINDERS_PER_BATCH,
): Promise<number> {
  if (settings.lateFee.kind === 'none') return 0;
  const due = await tx.execute<DueLateFee>(sql`
    with promised as (
      select distinct on (r.invoice_id) r.invoice_id, r.late_fee_cents
        from app.invoice_reminders r
       where r.late_fee_on <= ${today}::date
       order by r.invoice_id, r.offset_days
    )
    select i.id, i.number, i.project_id, i.client_id, i.organization_id, p.title as project_title,
           promised.late_fee_cents::text as fee_cents
      from promised
      join app.invoices i on i.id = promised.invoice_id
      join app.projects p on p.id = i.project_id
     where i.kind <> 'late_fee'
       and not exists (select 1 from app.invoice_payments ip where ip.invoice_id = i.id)
       and not exists (select 1 from app.invoices fee where fee.late_fee_for = i.id)
     order by i.id
     limit ${limit}
       for update of i skip locked`);
  if (due.length === 0) return 0;
  const stored = await tx
    .insert(invoices)
    .values(
      due.map((row) => ({
        projectId: row.project_id,
        clientId: row.client_id,
        organizationId: row.organization_id,
        kind: 'late_fee' as const,
        periodStart: null,
        lateFeeFor: row.id,
        // The database numbers it (invoices_number trigger).
        number: 'INV-0000-0000',
        description: invoiceDescription('late_fee', null, row.number),
        amountCents: Number(row.fee_cents),
        issueDate: today,
        dueDate: dueDateFor(today, termsDays),
      })),
    )
    .returning({
      number: invoices.number,
      organizationId: invoices.organizationId,
      projectId: invoices.projectId,
      description: invoices.description,
      amountCents: invoices.amountCents,
      dueDate: invoices.dueDate,
    });
  const titles = new Map(due.map((row) => [row.project_id, row.project_title]));
  await notifyInvoicesIssued(
    tx,
    null,
    stored.map((invoice) => ({ ...invoice, projectTitle: titles.get(invoice.projectId) ?? '' })),
  );
  return due.length;
}
