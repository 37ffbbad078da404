import type { ActionResult } from './action';

/**
 * The answer to a form the browser posted itself (before the page's JavaScript ran, or
 * without it), which the page renders through `useActionState`: the success message, or the
 * refusal with its messages and the fields worth putting back. Never a password: only what
 * the action's wrapper names in `kept`.
 */
export type PostedFormState = {
  error: string | null;
  fieldErrors: Record<string, string>;
  kept: Record<string, string>;
  message: string | null;
};

export const NOT_POSTED: PostedFormState = { error: null, fieldErrors: {}, kept: {}, message: null };

/** No kept field is longer than any field a form accepts. */
const KEPT_MAX = 2000;

/** A posted form's text fields by name, as the action's schema reads them (a file or a missing field: undefined). */
export function postedText<N extends string>(form: FormData, names: readonly N[]): Record<N, string | undefined> {
  const fields = {} as Record<N, string | undefined>;
  for (const name of names) {
    const value = form.get(name);
    fields[name] = typeof value === 'string' ? value : undefined;
  }
  return fields;
}

/** The form's state once its action answered. */
export function postedAnswer(
  result: ActionResult<{ message?: string }>,
  kept: Record<string, string | undefined>,
): PostedFormState {
  const keep = Object.fromEntries(
    Object.entries(kept).flatMap(([name, value]) => (value === undefined ? [] : [[name, value.slice(0, KEPT_MAX)]])),
  );
  if (result.ok) return { ...NOT_POSTED, kept: keep, message: result.message ?? null };
  return { error: result.error, fieldErrors: result.fieldErrors ?? {}, kept: keep, message: null };
}
