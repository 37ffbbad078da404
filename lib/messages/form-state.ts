// The message form's state between the browser and its server action (useActionState), so
// the form works before and without JavaScript: the page comes back with the answer.

export type MessageFormState = {
  status: 'idle' | 'error' | 'sent';
  error: string | null;
  fieldErrors: { body?: string; files?: string };
  /** The text typed, given back after a refusal so nothing is lost. */
  body: string;
  /** The idempotency key of the next submit: the same after a refusal, a new one after a send. */
  key: string;
  /** Tells one answer from the next. */
  answer: number;
  /** 'session_expired': the form sends the person to sign in and back. */
  code?: 'session_expired';
};

export function initialMessageFormState(key: string): MessageFormState {
  return { status: 'idle', error: null, fieldErrors: {}, body: '', key, answer: 0 };
}
