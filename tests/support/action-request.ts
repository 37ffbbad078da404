import { vi } from 'vitest';

// A fake request for calling server actions directly in tests/db: the headers a caller
// sends and a cookie store that keeps what the action sets, like a browser would.

export type FakeRequest = {
  headers: Record<string, string>;
  cookies: Map<string, string>;
  user: unknown;
};

export function fakeRequest(): FakeRequest {
  return { headers: {}, cookies: new Map(), user: undefined };
}

export function nextHeadersMock(request: FakeRequest) {
  return {
    headers: async () => new Headers(request.headers),
    cookies: async () => ({
      getAll: () => [...request.cookies].map(([name, value]) => ({ name, value })),
      get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name)! } : undefined),
      set: (name: string, value: string, options?: { maxAge?: number }) => {
        if (options?.maxAge === 0 || value === '') request.cookies.delete(name);
        else request.cookies.set(name, value);
      },
    }),
  };
}

export const navigationMock = {
  redirect: (to: string) => {
    throw Object.assign(new Error(`NEXT_REDIRECT ${to}`), { digest: `NEXT_REDIRECT;${to}` });
  },
};

/** Where a server action redirected to (it throws Next's redirect error), or null. */
export async function redirectOf(run: Promise<unknown>): Promise<string | null> {
  try {
    await run;
    return null;
  } catch (error) {
    const digest = (error as { digest?: string }).digest;
    if (typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT;')) return digest.split(';')[1];
    throw error;
  }
}

export { vi };
