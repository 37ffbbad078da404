// Retry schedule of the mail queue: 1, 2, 4, 8 … minutes, at most 6 hours apart, and no
// more than MAX_MAIL_ATTEMPTS tries (about a day and a half) before a mail is 'failed'.

export const MAX_MAIL_ATTEMPTS = 12;
const MAX_DELAY_SECONDS = 6 * 60 * 60;

/** Seconds to wait before the next try, after `attempts` failed tries (1 or more). */
export function retryDelaySeconds(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(60 * 2 ** exponent, MAX_DELAY_SECONDS);
}

/** After a failed try: wait and retry, or give up. */
export function afterFailure(attempts: number): { status: 'queued'; delaySeconds: number } | { status: 'failed' } {
  if (attempts >= MAX_MAIL_ATTEMPTS) return { status: 'failed' };
  return { status: 'queued', delaySeconds: retryDelaySeconds(attempts) };
}
