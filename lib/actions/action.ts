import 'server-only';
import type { z } from 'zod';
import { getCurrentUser, type CurrentUser } from '@/lib/auth/current-user';
import { decideAccess, type Requirement } from '@/lib/auth/guard';
import { NOT_ALLOWED, SESSION_EXPIRED, TWO_FACTOR_REQUIRED } from './messages';

/**
 * `errors` lists further messages where one field can have many (e.g. each bad row of an
 * uploaded file). `code` 'session_expired': the session ended; the form sends the person to
 * sign in and back (lib/actions/session-expiry.ts).
 */
export type ActionError = {
  ok: false;
  error: string;
  fieldErrors?: Record<string, string>;
  errors?: string[];
  code?: 'session_expired';
};
export type ActionResult<T> = ({ ok: true } & T) | ActionError;

export { NOT_ALLOWED, SESSION_EXPIRED, TWO_FACTOR_REQUIRED };
export const INVALID_CHARACTERS =
  'Some fields contain characters that cannot be stored (NUL bytes). Please remove them.';

/** PostgreSQL text cannot hold NUL; refusing it here gives one clear message for every form. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.values(value as Record<string, unknown>).some((v) => containsNul(v, depth + 1));
}

function firstErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

type Context<R> = R extends 'public' ? { user: CurrentUser | null } : { user: CurrentUser };

/**
 * The one way to write a server action: parse the input with the form's zod schema, check
 * the role on the server, then run the handler (which queries under the user's claims via
 * withUser). Bad input and refusals come back as values, never as 500s.
 */
export function action<S extends z.ZodType, R extends Requirement | 'public', T extends object>(
  options: { schema: S; role: R },
  handler: (input: z.output<S>, context: Context<R>) => Promise<ActionResult<T>>,
): (input: unknown) => Promise<ActionResult<T>> {
  return async (input: unknown) => {
    if (containsNul(input)) return { ok: false, error: INVALID_CHARACTERS };
    const parsed = options.schema.safeParse(input);
    if (!parsed.success) {
      return { ok: false, error: 'Please correct the highlighted fields.', fieldErrors: firstErrors(parsed.error) };
    }
    const user = await getCurrentUser();
    if (options.role !== 'public') {
      if (!user) return { ok: false, error: SESSION_EXPIRED, code: 'session_expired' };
      const decision = decideAccess(user?.profile.role ?? null, options.role as Requirement, '/');
      if (decision.kind !== 'allow') return { ok: false, error: NOT_ALLOWED };
      // Two-factor sign-in is required for admins and this session has none: only the
      // person's own account actions (where they set it up) run.
      if (user.needsTwoFactor && options.role !== 'signed-in') return { ok: false, error: TWO_FACTOR_REQUIRED };
    }
    return handler(parsed.data, { user } as Context<R>);
  };
}
