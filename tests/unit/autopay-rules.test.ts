import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardExpiry, expiryLabel } from '@/lib/billing/autopay/expiry';
import {
  AUTOPAY_EVENT_TYPES,
  chargeIdempotencyKey,
  MAX_ATTEMPTS,
  nextAttemptOn,
  scopeOfInvoiceKind,
} from '@/lib/billing/autopay/lists';

describe('autopay rules', () => {
  it('flags a card a month before the end of its expiry month, and an expired one', () => {
    // Good through 2026-12-31.
    expect(cardExpiry(12, 2026, '2026-11-30')).toBe('ok');
    expect(cardExpiry(12, 2026, '2026-12-01')).toBe('expires_soon');
    expect(cardExpiry(12, 2026, '2026-12-31')).toBe('expires_soon');
    expect(cardExpiry(12, 2026, '2027-01-01')).toBe('expired');
    // February's last day, in a leap year.
    expect(cardExpiry(2, 2028, '2028-01-28')).toBe('ok');
    expect(cardExpiry(2, 2028, '2028-01-30')).toBe('expires_soon');
    // A bank account has no expiry.
    expect(cardExpiry(null, null, '2026-11-30')).toBe('ok');
    expect(expiryLabel(8, 2027)).toBe('08/2027');
    expect(expiryLabel(null, null)).toBeNull();
  });

  it('retries 3 and 7 days after the first attempt, three attempts in all', () => {
    expect(MAX_ATTEMPTS).toBe(3);
    expect(nextAttemptOn('2026-11-27', 1)).toBe('2026-11-30');
    expect(nextAttemptOn('2026-11-27', 2)).toBe('2026-12-04');
    expect(nextAttemptOn('2026-11-27', 3)).toBeNull();
  });

  it('keys each attempt of each invoice apart, and sorts invoices into the two scopes', () => {
    const invoice = '6f1d2c1e-0000-4000-8000-000000000001';
    expect(chargeIdempotencyKey(invoice, 1)).toBe(`autopay-${invoice}-1`);
    expect(chargeIdempotencyKey(invoice, 2)).not.toBe(chargeIdempotencyKey(invoice, 1));
    expect(scopeOfInvoiceKind('monthly')).toBe('monthly_fees');
    expect(scopeOfInvoiceKind('upfront')).toBe('project_invoices');
    expect(scopeOfInvoiceKind('final')).toBe('project_invoices');
  });

  it('the README’s webhook set-up names every event the app handles', () => {
    const readme = readFileSync('README.md', 'utf8');
    for (const event of [...AUTOPAY_EVENT_TYPES, 'checkout.session.async_payment_succeeded'])
      expect(readme, event).toContain(`| \`${event}\``);
  });
});
