import { addMonths, type IsoDate } from '../dates';

export type CardExpiry = 'ok' | 'expires_soon' | 'expired';

/**
 * A card is good through the last day of its expiry month. It is flagged a month ahead: when
 * that last day is no later than the same day next month, so the client has a month to save a new
 * one before an autopay charge would fail. A bank account (no expiry) is always 'ok'.
 */
export function cardExpiry(expMonth: number | null, expYear: number | null, today: IsoDate): CardExpiry {
  if (!expMonth || !expYear) return 'ok';
  const lastDay = new Date(Date.UTC(expYear, expMonth, 0)).toISOString().slice(0, 10);
  if (lastDay < today) return 'expired';
  return lastDay <= addMonths(today, 1) ? 'expires_soon' : 'ok';
}

/** "08/2027", as printed on the card. */
export function expiryLabel(expMonth: number | null, expYear: number | null): string | null {
  if (!expMonth || !expYear) return null;
  return `${String(expMonth).padStart(2, '0')}/${expYear}`;
}
