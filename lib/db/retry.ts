import { isDatabaseUnavailable } from './errors';

// Errors worth another try: the connection or the server was briefly unavailable.
const TRANSIENT_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  '57P01',
  '57P03',
  '53300',
  '40001',
  '40P01',
]);

export function isTransientDbError(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return true;
  const code = (error as { code?: string } | null)?.code ?? '';
  return TRANSIENT_CODES.has(code) || code.startsWith('08');
}

/**
 * Up to 3 retries with linear backoff of 1 s per attempt, within a budget
 * (during an outage a request must fail within 5 s, so no wait starts that would
 * end after `budgetMs` from the first attempt).
 */
export async function withRetry<T>(
  fn: () => Promise<T>,
  {
    retries = 3,
    stepMs = 1000,
    budgetMs = 3500,
    sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)),
    now = () => Date.now(),
  } = {},
): Promise<T> {
  const started = now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      const wait = stepMs * (attempt + 1);
      if (attempt >= retries || !isTransientDbError(error)) throw error;
      if (now() - started + wait > budgetMs) throw error;
      await sleep(wait);
    }
  }
}
