'use server';

import '@/lib/zod-csp';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { z } from 'zod';
import { action, type ActionResult } from '@/lib/actions/action';
import { auth } from '@/lib/auth';
import { INVALID_CODE } from '@/lib/auth/messages';
import { requestCookieJar } from '@/lib/auth/request';
import { beginEnrolment, finishEnrolment, turnOffTwoFactor } from '@/lib/auth/two-factor';
import { log } from '@/lib/log/logger';

// Two-factor sign-in on /account/two-factor: always the caller's own account.

const codeField = z.string({ error: 'Enter the code' }).trim().min(1, 'Enter the code').max(20, INVALID_CODE);
const ALREADY_ON = 'Two-factor sign-in is already on. Turn it off first to set up a new authenticator.';

export const startTwoFactor = action(
  { schema: z.object({}).optional(), role: 'signed-in', beforeTwoFactor: true },
  async (_input, { user }): Promise<ActionResult<{ secret: string; qr: string; factorId: string | null }>> => {
    try {
      const enrolment = await beginEnrolment(user.claims, await requestCookieJar());
      if (!enrolment) return { ok: false, error: ALREADY_ON };
      return { ok: true, secret: enrolment.secret, qr: enrolment.qrSvgDataUrl, factorId: enrolment.factorId };
    } catch (error) {
      log.error({ err: error }, 'Starting two-factor enrolment failed');
      return { ok: false, error: 'Two-factor sign-in could not be set up. Please try again.' };
    }
  },
);

export const confirmTwoFactor = action(
  {
    schema: z.object({ code: codeField, factorId: z.string().max(100).nullable() }),
    role: 'signed-in',
    beforeTwoFactor: true,
  },
  async (input, { user }): Promise<ActionResult<{ recoveryCodes: string[] }>> => {
    const jar = await requestCookieJar();
    const codes = await finishEnrolment(user.claims, jar, input.code, input.factorId);
    if (!codes) return { ok: false, error: INVALID_CODE, fieldErrors: { code: INVALID_CODE } };
    // This session has just proven the second factor.
    await auth().upgradeSession(jar, user.claims);
    return { ok: true, recoveryCodes: codes };
  },
);

export const disableTwoFactor = action(
  { schema: z.object({ code: codeField }), role: 'signed-in' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const off = await turnOffTwoFactor(user.claims, await requestCookieJar(), input.code);
    if (!off) return { ok: false, error: INVALID_CODE, fieldErrors: { code: INVALID_CODE } };
    revalidatePortal('/account');
    return { ok: true };
  },
);
