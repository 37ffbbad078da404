'use client';

import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import type { PostedForm } from '@/lib/actions/use-posted-form';
import { UNEXPECTED_ERROR } from '@/lib/navigation/redirect-error';

type Result =
  { ok: true; message?: string } | { ok: false; error: string; fieldErrors?: Record<string, string>; code?: string };

/**
 * Runs a server action from a form: field errors go to their fields, a refusal to the form,
 * an ended session to the sign-in page (and back), success to a message. With `posted` (a
 * form that also works before hydration, usePostedForm) the posted answer shows until the
 * first submit made here.
 */
export function useActionSubmit<V extends FieldValues>(setError: UseFormSetError<V>, posted?: PostedForm) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  async function run(call: () => Promise<Result>): Promise<boolean> {
    posted?.submitting();
    setServerError(null);
    setSuccess(null);
    try {
      const result = await call();
      if (result.ok) {
        setSuccess(result.message ?? 'Saved.');
        return true;
      }
      setServerError(result.error);
      for (const [name, message] of Object.entries(result.fieldErrors ?? {})) setError(name as Path<V>, { message });
      redirectIfSessionExpired(result);
    } catch {
      setServerError(UNEXPECTED_ERROR);
    }
    return false;
  }
  return {
    serverError: serverError ?? posted?.error ?? null,
    success: success ?? posted?.message ?? null,
    run,
  };
}
