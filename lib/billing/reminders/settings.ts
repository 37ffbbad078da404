import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { billingReminderSettings } from '@/lib/db/schema';
import { normalizeOffsets, type ReminderSettings } from './schedule';

/** The firm's reminder schedule and late fee (one row, made by the migration). */
export async function loadReminderSettings(tx: Tx): Promise<ReminderSettings> {
  const [row] = await tx.select().from(billingReminderSettings).where(eq(billingReminderSettings.id, true));
  if (!row) throw new Error('app.billing_reminder_settings has no row: run the migrations');
  return {
    offsets: normalizeOffsets(row.offsets),
    lateFee: {
      kind: row.lateFeeKind,
      basisPoints: row.lateFeeBasisPoints,
      cents: Number(row.lateFeeCents),
      afterDays: row.lateFeeAfterDays,
    },
  };
}

/** Stores the schedule and the fee; under an admin's claims RLS lets only admins. Returns whether a row changed. */
export async function saveReminderSettings(tx: Tx, settings: ReminderSettings): Promise<boolean> {
  const updated = await tx
    .update(billingReminderSettings)
    .set({
      offsets: normalizeOffsets(settings.offsets),
      lateFeeKind: settings.lateFee.kind,
      lateFeeBasisPoints: settings.lateFee.basisPoints,
      lateFeeCents: settings.lateFee.cents,
      lateFeeAfterDays: settings.lateFee.afterDays,
    })
    .where(eq(billingReminderSettings.id, true))
    .returning({ id: billingReminderSettings.id });
  return updated.length > 0;
}
