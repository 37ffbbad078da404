'use client';

import { useActionState, useState } from 'react';
import { NOT_POSTED, type PostedFormState } from './posted-form';

/**
 * A form that works before hydration and without JavaScript
 * (docs/decisions/0022-forms-post-before-hydration.md): `action` is the form's server action for the browser's own
 * post, whose answer the page comes back rendered with; with JavaScript the form's submit
 * handler calls `submitting()` and reports its own refusals through `setError`. From the first
 * submit made here on, the posted answer's messages give way to those of this page.
 */
export type PostedForm = ReturnType<typeof usePostedForm>;

export function usePostedForm(postAction: (previous: PostedFormState, form: FormData) => Promise<PostedFormState>) {
  const [posted, action] = useActionState(postAction, NOT_POSTED);
  const [submittedHere, setSubmittedHere] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    action,
    /** The fields the posted answer puts back, for the boxes' default values. */
    kept: posted.kept,
    /** The posted answer's success message (gone, like its refusal, once submitted here). */
    message: submittedHere ? null : posted.message,
    error: submittedHere ? error : posted.error,
    fieldError: (name: string) => (submittedHere ? undefined : posted.fieldErrors[name]),
    /** Every field's message from the posted answer, by field name. */
    fieldErrors: submittedHere ? {} : posted.fieldErrors,
    submitting: () => {
      setSubmittedHere(true);
      setError(null);
    },
    setError,
  };
}
