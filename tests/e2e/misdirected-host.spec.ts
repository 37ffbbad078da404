// Reset poisoning, as the outside review sent it: the forgot-password action replayed with a
// stranger's host in Host, Origin and X-Forwarded-Host. A host the deployment is not
// configured for answers 421 and stores nothing; forwarding headers naming another host (this
// server trusts one proxy) never reach the mailed link, which always names the configured
// portal (lib/links/canonical-origin.ts, lib/security/allowed-hosts.ts).
import { account } from './account-data';
import { E2E, e2eSql, expect, test } from './fixtures';

const HOSTILE = 'portal.attacker.example';

test('a hostile Host gets 421 on every kind of path, and a configured one is served', async ({ request }) => {
  // Node does not resolve *.localhost: address the server directly and name the host.
  const at = (host: string, path: string) =>
    request.get(`http://127.0.0.1:${E2E.port}${path}`, { headers: { host }, maxRedirects: 0 });
  for (const host of [HOSTILE, 'attacker.example', `${HOSTILE}:${E2E.port}`, `portal.localhost.attacker.example`]) {
    for (const path of ['/', '/login', '/auth/forgot-password', '/api/session', '/about']) {
      const answer = await at(host, path);
      expect(answer.status(), `${host}${path}`).toBe(421);
    }
  }
  expect((await at(`portal.localhost:${E2E.port}`, '/login')).status()).toBe(200);
  expect((await at(`localhost:${E2E.port}`, '/about')).status()).toBe(200);
});

test('forgot-password replayed with a stranger’s host: 421 and no mail, or a mail linking to the portal', async ({
  page,
  request,
}) => {
  const person = await account();
  const sql = e2eSql();
  const mails = () =>
    sql<{ body: string; html: string | null }[]>`
      select body, html from app.mail_queue where to_address = ${person.email} and kind = 'password_reset'`;
  try {
    await page.goto('/auth/forgot-password');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && !!r.headers()['next-action']);
    await page.getByLabel('Email Address').fill(person.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    const action = await sent;
    await expect.poll(async () => (await mails()).length).toBe(1);

    const replay = (headers: Record<string, string>) =>
      request.post(`http://127.0.0.1:${E2E.port}/auth/forgot-password`, {
        headers: { ...action.headers(), ...headers },
        data: action.postData() ?? '',
        maxRedirects: 0,
      });
    // The stranger's host itself: refused before anything runs.
    const refused = await replay({ host: HOSTILE, origin: `http://${HOSTILE}` });
    expect(refused.status()).toBe(421);

    // The right Host, but the proxy's headers and the Origin name the stranger's host.
    const forwarded = await replay({
      host: `portal.localhost:${E2E.port}`,
      origin: `http://${HOSTILE}`,
      'x-forwarded-host': HOSTILE,
      'x-forwarded-proto': 'https',
    });
    expect(forwarded.status()).toBeLessThan(500);
    // The action ran (its mail is queued just after the answer), and its link names the portal.
    await expect.poll(async () => (await mails()).length).toBe(2);
    const queued = await mails();
    for (const mail of queued) {
      const text = `${mail.body}\n${mail.html ?? ''}`;
      expect(text).not.toContain('attacker');
      const links = [...text.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0]);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.startsWith(`${E2E.portal}/`), link).toBe(true);
    }
  } finally {
    await sql.end();
  }
});
