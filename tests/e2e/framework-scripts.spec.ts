import { createHash } from 'node:crypto';
import { E2E, expect, test } from './fixtures';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

test.describe('framework scripts as Next.js built them', () => {
  for (const url of [`${E2E.main}/`, `${E2E.main}/contact`, `${E2E.main}/education`, `${E2E.portal}/login`]) {
    test(`${url}: the scripts are the build's own, each integrity hash matching its file`, async ({
      page,
      request,
    }) => {
      const html = await (await page.goto(url))!.text();
      // Next.js puts integrity on the framework's scripts (not on every page chunk).
      const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="(\/_next\/static\/[^"]+)"[^>]*\bintegrity="([^"]+)"/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, src, integrity] of scripts) {
        const body = await (await request.get(`${E2E.main}${src}`)).text();
        expect(integrity, src).toBe(sha256(body));
      }
    });
  }

  for (const path of ['/', '/about', '/services', '/contact', '/education']) {
    test(`${path}: the static CSP allows exactly the page's inline scripts, without 'unsafe-inline'`, async ({
      request,
    }) => {
      const response = await request.get(`${E2E.main}${path}`);
      const csp = response.headers()['content-security-policy'];
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).not.toContain('unsafe-inline');
      const inline = [...(await response.text()).matchAll(INLINE_SCRIPT)].map((m) => sha256(m[1]));
      expect(inline.length).toBeGreaterThan(0);
      for (const hash of inline) expect(scriptSrc).toContain(`'${hash}'`);
    });
  }
});
