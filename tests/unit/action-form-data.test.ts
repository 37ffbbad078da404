import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// action() as a form's action: (previous state, FormData) under useActionState, and as code
// calls it: (input). One wrapper, one answer, whichever way it is called.
vi.mock('@/lib/auth/current-user', () => ({ getCurrentUser: async () => null }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error(`NEXT_REDIRECT ${to}`), { digest: `NEXT_REDIRECT;${to}` });
  },
}));

const { action, INVALID_CHARACTERS } = await import('@/lib/actions/action');
const { STALE_FORM_MESSAGE } = await import('@/lib/idempotency/key');

const schema = z.object({
  email: z.email('Please enter a valid email'),
  password: z.string().min(8, 'Too short'),
  remember: z.boolean(),
  tags: z.array(z.string()).default([]),
});
const seen: unknown[] = [];
const signUp = action({ schema, role: 'public' }, async (input) => {
  seen.push(input);
  return { ok: true as const, message: 'Welcome' };
});
const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('action() and a posted form', () => {
  it('reads the form with its schema, whether called with the form alone or after a previous state', async () => {
    const data = form([
      ['email', 'a@b.example'],
      ['password', 'long-enough'],
      ['remember', 'on'],
      ['tags', 'x'],
      ['tags', 'y'],
    ]);
    expect(await signUp(null, data)).toEqual({ ok: true, message: 'Welcome' });
    expect(await signUp(data)).toEqual({ ok: true, message: 'Welcome' });
    expect(await signUp({ email: 'a@b.example', password: 'long-enough', remember: false })).toEqual({
      ok: true,
      message: 'Welcome',
    });
    expect(seen).toEqual([
      { email: 'a@b.example', password: 'long-enough', remember: true, tags: ['x', 'y'] },
      { email: 'a@b.example', password: 'long-enough', remember: true, tags: ['x', 'y'] },
      { email: 'a@b.example', password: 'long-enough', remember: false, tags: [] },
    ]);
  });

  it('a refusal carries its messages and the text sent, never the password', async () => {
    const answer = await signUp(
      { ok: false, error: 'an earlier answer' },
      form([
        ['email', 'nope'],
        ['password', 'x'],
      ]),
    );
    expect(answer).toEqual({
      ok: false,
      error: 'Please correct the highlighted fields.',
      fieldErrors: { email: 'Please enter a valid email', password: 'Too short' },
      values: { email: 'nope' },
    });
    // Called from code, the answer has no form text to give back.
    expect(await signUp({ email: 'nope', password: 'x', remember: false })).not.toHaveProperty('values');
  });

  it('refuses NUL in a posted form as in an object', async () => {
    const answer = await signUp(
      null,
      form([
        ['email', 'a\u0000@b.example'],
        ['password', 'long-enough'],
      ]),
    );
    expect(answer).toMatchObject({ ok: false, error: INVALID_CHARACTERS });
  });

  it('an idempotent action takes its key from the form, and sends the same key back with a refusal', async () => {
    const keys: (string | undefined)[] = [];
    const create = action(
      { schema: z.object({ title: z.string().min(1, 'Title') }), role: 'public', idempotent: true },
      async (_input, { idempotencyKey }) => {
        keys.push(idempotencyKey);
        return { ok: true as const };
      },
    );
    const key = '6f1c8e0a-3b7d-4c2e-9a51-0d4b7e2f8c13';
    expect(await create(null, form([['title', '']]))).toMatchObject({ ok: false, error: STALE_FORM_MESSAGE });
    expect(
      await create(
        null,
        form([
          ['title', ''],
          ['idempotencyKey', key],
        ]),
      ),
    ).toMatchObject({
      ok: false,
      values: { title: '', idempotencyKey: key },
    });
    expect(
      await create(
        null,
        form([
          ['title', 'Hi'],
          ['idempotencyKey', key],
        ]),
      ),
    ).toEqual({ ok: true });
    expect(keys).toEqual([key]);
  });

  it('redirectOnPost sends a posted form on; code gets the result', async () => {
    const make = action(
      { schema: z.object({}), role: 'public', redirectOnPost: (made: { id: string }) => `/things/${made.id}` },
      async () => ({ ok: true as const, id: 'abc' }),
    );
    await expect(make(null, new FormData())).rejects.toMatchObject({ digest: 'NEXT_REDIRECT;/things/abc' });
    expect(await make({})).toEqual({ ok: true, id: 'abc' });
  });
});
