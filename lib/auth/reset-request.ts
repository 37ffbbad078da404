import 'server-only';
import { after } from 'next/server';
import { auth } from './index';
import { log } from '@/lib/log/logger';

/**
 * Forgot password, answered before its work is done: looking the account up, making a token
 * and queueing the mail take time only when the account exists, which a visitor could
 * measure. So the work runs after the response (Next.js after()); outside a request (tests,
 * scripts) it runs at once. A failure is logged, never shown: the answer must not depend on
 * the account.
 */
export async function requestPasswordResetAfterResponse(email: string, portalOrigin: string): Promise<void> {
  const work = () =>
    auth()
      .requestPasswordReset(email, portalOrigin)
      .catch((error: unknown) => log.error({ err: error }, 'Password reset request failed'));
  try {
    after(work);
  } catch {
    await work();
  }
}
