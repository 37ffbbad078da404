import '@/lib/zod-csp';
import { z } from 'zod';

// Shared by the admin lists: search, filter and page live in the URL (?q=&page=…).

export const PAGE_SIZE = 20;
export const MAX_QUERY_LENGTH = 200;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a picker (combobox) sends to look up the options matching the typed text. */
export const pickerSearchSchema = z.object({ query: z.string().max(MAX_QUERY_LENGTH) });

/** Any well-formed UUID (PostgreSQL accepts every version, so the check does too). */
export const uuidSchema = z.string().regex(UUID_RE, 'Invalid id');

export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}

export type SearchParams = Record<string, string | string[] | undefined>;

export function firstParam(params: SearchParams, key: string): string | undefined {
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

/** A positive page number; anything else is page 1. */
export function parsePage(raw: string | undefined): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The search text: NUL and other control characters (never typed in a search box) are dropped. */
export function parseQuery(raw: string | undefined): string {
  return (raw ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH);
}

/**
 * A case-insensitive "contains" pattern for `lower(col) like … escape '\'`: the user's
 * text is matched literally, so % and _ are not wildcards.
 */
export function likePattern(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** The URL of the same list with some parameters changed; empty and default values are left out. */
export function listHref(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '' || value === 'all' || (key === 'page' && value === 1)) continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
