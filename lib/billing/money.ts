// Money in whole cents (integers), so a split or a total never invents or loses a cent.
// Amounts come from numeric(12,2) columns; a JS number holds any of them exactly in cents.

export type Cents = number;

/** Dollars (as read from a numeric(12,2) column or typed in a form) to whole cents. */
export function toCents(dollars: number | string | null | undefined): Cents {
  const value = typeof dollars === 'string' ? Number(dollars) : dollars;
  if (value == null || !Number.isFinite(value)) return 0;
  return Math.round(value * 100);
}

/**
 * Half of the project value upfront, half on completion. An odd cent goes to the
 * upfront half, so the halves always add up to the value: $1,000.01 → $500.01 + $500.00.
 */
export function splitCents(total: Cents): { upfront: Cents; final: Cents } {
  const upfront = Math.ceil(total / 2);
  return { upfront, final: total - upfront };
}

export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
}

const exact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/**
 * An invoice amount to the cent ("$500.01"). Invoices and statements are documents an
 * accountant files, so unlike the dashboards (no decimals) they show the cents.
 */
export function formatCents(amount: Cents): string {
  return exact.format(amount / 100);
}

/** The CSV's plain number: "500.01". */
export function centsToDecimal(amount: Cents): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A share of an amount given in basis points (150 = 1.5 %), to the nearest cent (a half cent
 * rounds up): a 1.5 % late fee on $1,000.01 is $15.00.
 */
export function percentOfCents(amount: Cents, basisPoints: number): Cents {
  return Math.round((amount * basisPoints) / 10_000);
}
