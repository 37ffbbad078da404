import '@/lib/zod-csp';
import { firstParam, type SearchParams } from '@/lib/lists/params';

// Offboarding: lists hide deactivated accounts unless asked. One rule for the
// client and user lists.

export const ACCOUNT_FILTERS = ['current', 'deactivated', 'any'] as const;
export type AccountFilter = (typeof ACCOUNT_FILTERS)[number];

export const ACCOUNT_FILTER_OPTIONS: { value: AccountFilter; label: string }[] = [
  { value: 'current', label: 'Active accounts' },
  { value: 'deactivated', label: 'Deactivated accounts' },
  { value: 'any', label: 'All accounts' },
];

export function parseAccountFilter(params: SearchParams): AccountFilter {
  const value = firstParam(params, 'accounts');
  return (ACCOUNT_FILTERS as readonly string[]).includes(value ?? '') ? (value as AccountFilter) : 'current';
}

/** The URL value: left out for the default. */
export function accountFilterParam(filter: AccountFilter): string | undefined {
  return filter === 'current' ? undefined : filter;
}
