/** The PostgreSQL error code of a failed query (Drizzle wraps the driver's error as `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';

/**
 * The digest an outage error carries to the browser. Next.js keeps a thrown error's own
 * `digest`, so the portal's error boundary can say "temporarily unavailable" instead of
 * "something went wrong" without the server leaking the message.
 */
export const DATABASE_UNAVAILABLE_DIGEST = 'DATABASE_UNAVAILABLE';

/** The database could not be reached; the work was not done (and nothing was lost). */
export class DatabaseUnavailableError extends Error {
  readonly digest = DATABASE_UNAVAILABLE_DIGEST;
  constructor(cause: unknown) {
    super('The database is temporarily unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

// The connection or the server is gone or not there yet: socket errors, postgres.js's own
// connection codes, and PostgreSQL's class 08 plus the shutdown/start-up codes of class 57.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01', // admin_shutdown (fast or immediate stop)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '53300', // too_many_connections
]);

function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  let e = error as { code?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (typeof e.code === 'string') codes.push(e.code);
    // AggregateError (e.g. a dual-stack connect) holds the socket errors in `errors`.
    const nested = (e as { errors?: unknown[] }).errors;
    if (Array.isArray(nested)) for (const inner of nested) codes.push(...codesOf(inner));
    e = e.cause as typeof e;
  }
  return codes;
}

/** True when `error` means "the database cannot be reached", not "the query was wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if ((error as { digest?: unknown } | null)?.digest === DATABASE_UNAVAILABLE_DIGEST) return true;
  return codesOf(error).some((code) => CONNECTION_CODES.has(code) || code.startsWith('08'));
}
