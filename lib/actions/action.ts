import 'server-only';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { getCurrentUser, type CurrentUser } from '@/lib/auth/current-user';
import { decideAccess, type Requirement } from '@/lib/auth/guard';
import { heldForTwoFactor } from '@/lib/auth/two-factor-gate';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { markDatabaseDown } from '@/lib/db/health';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/content/outage';
import { IDEMPOTENCY_FIELD } from '@/lib/idempotency/form-key';
import { readIdempotencyKey, STALE_FORM_MESSAGE } from '@/lib/idempotency/key';
import { firstErrors } from '@/lib/validation/field-errors';
import { formInput, postedValues } from './form-data';
import { NOT_ALLOWED, SESSION_EXPIRED, TWO_FACTOR_REQUIRED } from './messages';
import { log } from '@/lib/log/logger';

/**
 * `errors` lists further messages where one field can have many (e.g. each bad row of an
 * uploaded file). `code` 'session_expired': the session ended; the form sends the person to
 * sign in and back (lib/actions/session-expiry.ts). 'rate_limited': the person writes faster
 * than their write rate allows (lib/security/write-limits.ts); 'quota': the upload would go
 * past the organisation's storage (lib/files/quota.ts). Nothing was stored either way.
 */
export type ActionError = {
  ok: false;
  error: string;
  fieldErrors?: Record<string, string>;
  errors?: string[];
  code?: 'session_expired' | 'rate_limited' | 'quota';
  /** The database could not be reached: nothing was stored, the same submit may be retried. */
  unavailable?: true;
  /**
   * A posted form's text as sent (lib/actions/form-data.ts, never a secret): the page shows
   * every box as it was, also when the browser posted the form itself and the page was
   * rendered anew with this answer.
   */
  values?: Record<string, string>;
};
export type ActionResult<T> = ({ ok: true } & T) | ActionError;

/** A form's state under `useActionState`: null until its first answer. */
export type FormState<T = object> = ActionResult<T> | null;

/**
 * A server action as every form and caller uses it: with its input (a plain object from code
 * and tests, or a posted form's FormData), or as a form's action under `useActionState`,
 * which passes the previous state first. The answer is the same either way.
 */
export type Action<T> = {
  (input: unknown): Promise<ActionResult<T>>;
  (previous: FormState<T>, input: unknown): Promise<ActionResult<T>>;
};

export { NOT_ALLOWED, SESSION_EXPIRED, TWO_FACTOR_REQUIRED };
export const INVALID_CHARACTERS =
  'Some fields contain characters that cannot be stored (NUL bytes). Please remove them.';

/** PostgreSQL text cannot hold NUL; refusing it here gives one clear message for every form. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value instanceof FormData) return [...value.values()].some((v) => containsNul(v, depth + 1));
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.values(value as Record<string, unknown>).some((v) => containsNul(v, depth + 1));
}

type Context<R> = (R extends 'public' ? { user: CurrentUser | null } : { user: CurrentUser }) & {
  /** The form fill's idempotency key (actions declared `idempotent`); pass it to once(). */
  idempotencyKey?: string;
};

function withoutKey(input: unknown): unknown {
  if (input === null || typeof input !== 'object' || !(IDEMPOTENCY_FIELD in input)) return input;
  const { [IDEMPOTENCY_FIELD]: _key, ...rest } = input as Record<string, unknown>;
  void _key;
  return rest;
}

/** What action() was told about an action: what the tests that list every action read. */
export type ActionDescription = { role: Requirement | 'public'; beforeTwoFactor: boolean };
const described = new WeakMap<object, ActionDescription>();

/** How an action built with action() admits its callers; undefined for any other function. */
export function describeAction(candidate: unknown): ActionDescription | undefined {
  return typeof candidate === 'function' ? described.get(candidate) : undefined;
}

/**
 * The one way to write a server action: check the session and the role on the server, parse
 * the input with the form's zod schema, then run the handler (which queries under the user's claims via
 * withUser). Bad input and refusals come back as values, never as 500s.
 * `idempotent: true` (every create action) requires the form's idempotency key
 * (lib/idempotency/key.ts) and hands it to the handler, which stores its row through
 * once() (lib/idempotency/queries.ts) so a resubmit stores nothing new.
 */
export function action<S extends z.ZodType, R extends Requirement | 'public', T extends object>(
  options: {
    schema: S;
    role: R;
    idempotent?: boolean;
    /** The page a posted form opens once the action succeeded (a new record's page). Calls from code get the result. */
    redirectOnPost?: (result: { ok: true } & T) => string;
    /**
     * One of the person's own account actions an admin needs while held for two-factor
     * sign-in (lib/auth/two-factor-gate.ts): setting it up, the password, their sessions.
     * Every other action refuses such a session, whatever its role.
     */
    beforeTwoFactor?: true;
  },
  handler: (input: z.output<S>, context: Context<R>) => Promise<ActionResult<T>>,
): Action<T> {
  async function run(input: unknown): Promise<ActionResult<T>> {
    if (containsNul(input)) return { ok: false, error: INVALID_CHARACTERS };
    try {
      // Who is asking comes first: a caller who may not run the action learns nothing about
      // its input (and every action refuses alike, whatever it was sent).
      const session = await getCurrentUser('two-factor-setup');
      const held = heldForTwoFactor(session, options.beforeTwoFactor ? 'two-factor-setup' : 'everything');
      if (options.role !== 'public') {
        if (!session) return { ok: false, error: SESSION_EXPIRED, code: 'session_expired' };
        const decision = decideAccess(session.profile.role, options.role as Requirement, '/');
        if (decision.kind !== 'allow') return { ok: false, error: NOT_ALLOWED };
        if (held) return { ok: false, error: TWO_FACTOR_REQUIRED };
      }
      const idempotencyKey = options.idempotent ? readIdempotencyKey(input) : undefined;
      if (options.idempotent && !idempotencyKey) return { ok: false, error: STALE_FORM_MESSAGE };
      const parsed = options.schema.safeParse(withoutKey(input));
      if (!parsed.success) {
        return {
          ok: false,
          error: 'Please correct the highlighted fields.',
          fieldErrors: firstErrors(parsed.error.issues),
        };
      }
      // A public action acts on a token or a public form, never on the session's data; it still
      // sees a held session (accepting an invitation ends the session it replaces).
      return await handler(parsed.data, { user: session, idempotencyKey } as Context<R>);
    } catch (error) {
      // An outage is an answer, not a 500: the form keeps its input and says to try again.
      if (!isDatabaseUnavailable(error)) throw error;
      markDatabaseDown(process.env.DATABASE_URL);
      log.error({ reason: (error as Error).message }, 'Action failed: database unavailable');
      return { ok: false, error: DATABASE_UNAVAILABLE_MESSAGE, unavailable: true };
    }
  }

  const built = async (...args: unknown[]): Promise<ActionResult<T>> => {
    // Under useActionState a form's action gets (previous state, form data); from code, (input).
    const input = args.length >= 2 ? args[1] : args[0];
    if (!(input instanceof FormData)) return run(input);
    const read = formInput(options.schema, input);
    const fields =
      read instanceof FormData ? read : { ...(read as object), [IDEMPOTENCY_FIELD]: input.get(IDEMPOTENCY_FIELD) };
    const result = await run(fields);
    if (result.ok && options.redirectOnPost) redirect(options.redirectOnPost(result));
    return result.ok ? result : { ...result, values: postedValues(input) };
  };
  described.set(built, { role: options.role, beforeTwoFactor: options.beforeTwoFactor === true });
  return built;
}
