// The ticket reply form's state between the browser and its server action (useActionState),
// so a reply can be sent before and without JavaScript.

export type ReplyFormState = {
  status: 'idle' | 'error' | 'sent';
  error: string | null;
  fieldError: string | null;
  /** The text typed, given back after a refusal. */
  body: string;
  /** The idempotency key of the next submit: the same after a refusal, a new one after a send. */
  key: string;
  answer: number;
  code?: 'session_expired';
};

export function initialReplyFormState(key: string): ReplyFormState {
  return { status: 'idle', error: null, fieldError: null, body: '', key, answer: 0 };
}
