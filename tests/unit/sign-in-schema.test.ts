import { describe, expect, it } from 'vitest';
import { signInSchema } from '@/lib/auth/schema';

function messages(input: unknown) {
  const result = signInSchema.safeParse(input);
  if (result.success) return {};
  // The form shows the first message of each field.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
}

describe('sign-in schema', () => {
  it('requires an email and a password', () => {
    expect(messages({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(messages({})).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('checks the loose email pattern', () => {
    expect(messages({ email: 'not-an-email', password: 'secret1' })).toEqual({ email: 'Please enter a valid email' });
    expect(messages({ email: 'a b@c', password: 'secret1' })).toEqual({ email: 'Please enter a valid email' });
    expect(messages({ email: 'a@b', password: 'secret1' })).toEqual({});
  });

  it('needs at least 6 password characters', () => {
    expect(messages({ email: 'a@b.co', password: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(messages({ email: 'a@b.co', password: '123456' })).toEqual({});
  });

  it('rejects wrong types without throwing', () => {
    expect(messages({ email: 42, password: ['x'] })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
});
