'use client';

import '@/lib/zod-csp';
import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { unstable_rethrow } from 'next/navigation';
import { zodResolver } from '@hookform/resolvers/zod';
import { get, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Action, FormState } from '@/lib/actions/action';
import { formInput, postedValues } from '@/lib/actions/form-data';
import { UNEXPECTED_ERROR } from '@/lib/actions/messages';
import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';

/** The text a box starts with: what the page had stored, or nothing. */
type Defaults = Record<string, string | null | undefined>;

/**
 * The one way to write a form: `<form {...form.props}>` with named boxes, posting to a
 * server action made with `action()` (lib/actions/action.ts).
 *
 * - Before hydration, or without JavaScript, the browser posts the form to the action itself
 *   (React's progressive enhancement of `useActionState`); the page comes back rendered with
 *   the answer, and each box with the text it was sent with (`value(name)` / `field(name)`).
 * - With JavaScript, react-hook-form checks the form first with the action's own schema, read
 *   from the same FormData the action will get (`formInput`), so a refused box gets the
 *   message the server would give; only then is the FormData handed to the action.
 *
 * The schema may be stricter than the action's own (a record form adds its custom fields'
 * definitions); it must read the same names.
 */
export function useActionForm<T extends object = object>({
  action,
  schema,
  defaults = {},
  failed = UNEXPECTED_ERROR,
  onSuccess,
}: {
  action: Action<T>;
  schema: z.ZodType;
  defaults?: Defaults;
  /** The refusal shown when the action could not be reached or failed unexpectedly. */
  failed?: string;
  /** After each answer that succeeded (not for one that redirected: the page is gone). */
  onSuccess?: (result: { ok: true } & T, form: HTMLFormElement | null) => void;
}) {
  // The browser's own post (before hydration, without JavaScript) goes to the server action
  // itself, which React renders into the form; its answer comes with the page.
  const [posted, postAction, posting] = useActionState<FormState<T>, FormData>(action, null);
  // A submit made here calls the same action from the submit handler. A request that fails
  // (the connection, a bug on the server) is answered on the form, which keeps its text. An
  // action that redirects (signing in, a record made) rejects with Next.js's redirect, thrown on
  // here: the App Router follows a redirect left unhandled with a navigation of its own. Kept
  // in a transition or handed to the redirect boundary, that redirect left the new address
  // showing the old page (the portal's pages are rewritten by host, so the action's own render
  // of the target does not fit the router's tree).
  const [answered, setAnswered] = useState<FormState<T> | undefined>(undefined);
  async function submit(data: FormData) {
    try {
      setAnswered(await action(answered ?? posted, data));
    } catch (error) {
      unstable_rethrow(error);
      setAnswered({ ok: false, error: failed, values: postedValues(data) });
    }
  }
  const state = answered === undefined ? posted : answered;
  const pending = posting;
  const element = useRef<HTMLFormElement>(null);
  // The answer shown: none from the moment a new submit starts until its own answer arrives.
  const [hidden, setHidden] = useState<FormState<T>>(null);
  const answer = state === hidden ? null : state;
  const refused = state && !state.ok ? state : null;

  const form = useForm<FieldValues>({ resolver: formDataResolver(schema), shouldFocusError: true });
  const { errors, isSubmitting } = form.formState;

  const succeeded = useRef(onSuccess);
  useEffect(() => {
    succeeded.current = onSuccess;
  });
  useEffect(() => {
    if (state?.ok) succeeded.current?.(state, element.current);
    redirectIfSessionExpired(state);
  }, [state]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const target = event.currentTarget;
    // Read now, with the pressed button's name and value (a form with two decisions posts the
    // one chosen): once the check starts, the buttons are disabled and would not be sent.
    const data = new FormData(target, (event.nativeEvent as SubmitEvent).submitter);
    submitted.set(target, data);
    setHidden(state);
    void form
      .handleSubmit(() => submit(data))(event)
      .finally(() => submitted.delete(target));
  }

  /** A box's message (its own, or the first of its parts: `files` for `files.2`): the browser's check, else the action's answer. */
  const error = (name: string): string | undefined =>
    firstMessage(get(errors, name)) ?? (answer && !answer.ok ? messageFor(answer.fieldErrors ?? {}, name) : undefined);
  /** A box's text: as sent, after a refusal; otherwise its default. */
  const value = (name: string): string => refused?.values?.[name] ?? defaults[name] ?? '';

  return {
    /** Spread onto the `<form>`. */
    props: { ref: element, action: postAction, onSubmit, noValidate: true },
    /** The answer to show: a refusal (`error`) or a success; null before any or while a new one is awaited. */
    answer,
    /** The form's own refusal message, if the answer is one. */
    formError: answer && !answer.ok ? answer.error : null,
    pending: pending || isSubmitting,
    /** The text of a refused post, by box name (what the boxes show again), or null. */
    sent: refused?.values ?? null,
    error,
    value,
    /** A box registered with the form: name, its text in the server's HTML, and its message. */
    field: (name: string) => ({ ...form.register(name), defaultValue: value(name), error: error(name) }),
    /** react-hook-form's own form (reset, watch…). */
    form,
  };
}

/** The message keyed `name`, else the first keyed under it (`name.…`). */
function messageFor(messages: Record<string, string | undefined>, name: string): string | undefined {
  if (messages[name]) return messages[name];
  const nested = Object.keys(messages).find((key) => key.startsWith(`${name}.`));
  return nested ? messages[nested] : undefined;
}

/** The form data being submitted, per form: what the check reads and the action then gets. */
const submitted = new WeakMap<HTMLFormElement, FormData>();

/**
 * react-hook-form's zod resolver over the action's schema, given the form's FormData read the
 * way the action reads it (`formInput`; the form found through its registered boxes) instead
 * of react-hook-form's own values, which know nothing of unticked checkboxes, repeated names or
 * a schema that reads the FormData itself. Its messages are nested by path, as react-hook-form
 * nests its boxes' names, so `get(errors, name)` finds a box's message under the name it was
 * registered with (a custom field's `customFields[…]` included).
 */
export function formDataResolver(schema: z.ZodType): Resolver<FieldValues> {
  const check = zodResolver(schema as z.ZodType<FieldValues, FieldValues>);
  return (_values, context, options) => {
    const element = Object.values(options.fields)
      .map((field) => (field.ref as { form?: HTMLFormElement | null }).form)
      .find(Boolean);
    if (!element) return { values: {}, errors: {} };
    const data = submitted.get(element) ?? new FormData(element);
    return check(formInput(schema, data) as FieldValues, context, options);
  };
}

/** A box's message, or the first among its parts' (a list's `files.2`, a map's entries). */
function firstMessage(found: unknown): string | undefined {
  if (!found || typeof found !== 'object') return undefined;
  const { message } = found as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, part] of Object.entries(found)) {
    if (key === 'ref' || key === 'types') continue; // the box itself, the other failed checks
    const nested = firstMessage(part);
    if (nested) return nested;
  }
  return undefined;
}

export type ActionForm = ReturnType<typeof useActionForm>;
