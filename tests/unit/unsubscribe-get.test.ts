// The GET of a mail's List-Unsubscribe address lands on the unsubscribe page of the
// configured portal host, not on the server's internal address (request.url).
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/db/client', () => ({ systemDb: () => ({}) }));
vi.mock('@/lib/notifications/queries', () => ({ unsubscribeEmail: async () => true }));

const saved = { ROOT_DOMAIN: process.env.ROOT_DOMAIN, PORT: process.env.PORT };
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('GET /api/notifications/unsubscribe', () => {
  it('sends the browser to the portal’s unsubscribe page on ROOT_DOMAIN', async () => {
    process.env.ROOT_DOMAIN = 'example.com';
    const { GET } = await import('@/app/api/notifications/unsubscribe/route');
    const answer = await GET(new Request('http://localhost:3000/api/notifications/unsubscribe?token=a.b%2Bc'));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('https://portal.example.com/unsubscribe?token=a.b%2Bc');
  });

  it('on a local run, to the local portal host on the server’s port', async () => {
    delete process.env.ROOT_DOMAIN;
    process.env.PORT = '3600';
    const { GET } = await import('@/app/api/notifications/unsubscribe/route');
    const answer = await GET(new Request('http://localhost:3600/api/notifications/unsubscribe?token=t'));
    expect(answer.headers.get('location')).toBe('http://portal.localhost:3600/unsubscribe?token=t');
  });
});
