import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { COMPILE_HINT } from '@/lib/performance/compile-hint';
import { E2E, expect, test } from './fixtures';

const { rootMainFiles } = JSON.parse(readFileSync('.next/build-manifest.json', 'utf8')) as { rootMainFiles: string[] };
const isFramework = (src: string) => rootMainFiles.some((file) => src.endsWith(file.replace(/^static/, '')));

async function frameworkScripts(page: Page) {
  const scripts = () =>
    page
      .locator('script[src][integrity]:not([nomodule])')
      .evaluateAll((nodes) =>
        nodes.map((n) => ({ src: n.getAttribute('src')!, integrity: n.getAttribute('integrity')! })),
      );
  // The public pages add their script tags after the first paint.
  await expect.poll(async () => (await scripts()).filter((s) => isFramework(s.src)).length).toBe(rootMainFiles.length);
  return (await scripts()).filter((s) => isFramework(s.src));
}

test.describe('framework scripts (DESIGN §9 performance)', () => {
  test('every page-load framework chunk carries the compile hint and still matches its integrity hash', async ({
    page,
    request,
  }) => {
    for (const url of [`${E2E.main}/`, `${E2E.portal}/login`]) {
      await page.goto(url);
      for (const script of await frameworkScripts(page)) {
        const body = await (await request.get(`${E2E.main}${script.src}`)).text();
        expect(body.startsWith(COMPILE_HINT), script.src).toBe(true);
        expect(script.integrity).toBe(`sha256-${createHash('sha256').update(body).digest('base64')}`);
      }
    }
  });

  for (const path of ['/', '/about', '/services', '/contact', '/education']) {
    test(`${path} paints before it downloads any JavaScript, then hydrates`, async ({ page, request }) => {
      const html = await (await request.get(`${E2E.main}${path}`)).text();
      expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+"(?![^>]*noModule)[^>]*>/);
      expect(html).not.toMatch(/<link rel="preload" as="script"/);

      // Hydrated: the header's account island asks for the session from an effect.
      const sessionChecked = page.waitForResponse((response) => response.url().endsWith('/api/session'));
      await page.goto(`${E2E.main}${path}`);
      await sessionChecked;
      await frameworkScripts(page);
      const { firstContentfulPaint, chunkStarts } = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        chunkStarts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(firstContentfulPaint).toBeGreaterThan(0);
      expect(chunkStarts.length).toBeGreaterThan(0);
      for (const start of chunkStarts) expect(start).toBeGreaterThanOrEqual(firstContentfulPaint!);
    });
  }
});
