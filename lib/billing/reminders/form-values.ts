// The settings as the form's boxes show them, and the boxes as settings: one place for both
// directions, so a saved schedule reads back the way it was typed.
import { toCents } from '../money';
import { normalizeOffsets, type ReminderSettings } from './schedule';
import { parseDayList, type ReminderSettingsInput } from './schema';

export function settingsFromForm(input: ReminderSettingsInput): ReminderSettings {
  const offsets = [
    ...parseDayList(input.daysBefore).map((day) => -day),
    ...(input.onDueDate ? [0] : []),
    ...parseDayList(input.daysOverdue),
  ];
  const kind = input.lateFeeKind;
  return {
    offsets: normalizeOffsets(offsets),
    lateFee: {
      kind,
      // Both kept as typed (the schema checked them), so switching kinds back shows them again.
      basisPoints: input.lateFeePercent ? Math.round(Number(input.lateFeePercent) * 100) : 0,
      cents: input.lateFeeAmount ? toCents(input.lateFeeAmount) : 0,
      afterDays: input.lateFeeAfterDays,
    },
  };
}

export function formFromSettings(settings: ReminderSettings): Record<string, string> {
  const before = settings.offsets.filter((o) => o < 0).map((o) => -o);
  const overdue = settings.offsets.filter((o) => o > 0);
  return {
    daysBefore: before.sort((a, b) => a - b).join(', '),
    daysOverdue: overdue.join(', '),
    lateFeeKind: settings.lateFee.kind,
    lateFeePercent: settings.lateFee.basisPoints > 0 ? String(settings.lateFee.basisPoints / 100) : '',
    lateFeeAmount: settings.lateFee.cents > 0 ? (settings.lateFee.cents / 100).toFixed(2) : '',
    lateFeeAfterDays: String(settings.lateFee.afterDays),
  };
}
