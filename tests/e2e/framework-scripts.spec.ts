import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { COMPILE_HINT } from '@/lib/performance/compile-hint';
import { E2E, expect, test } from './fixtures';

const { rootMainFiles } = JSON.parse(readFileSync('.next/build-manifest.json', 'utf8')) as { rootMainFiles: string[] };

test.describe('framework scripts (DESIGN §9 performance)', () => {
  test('every page-load framework chunk carries the compile hint and still matches its integrity hash', async ({
    page,
    request,
  }) => {
    await page.goto(`${E2E.main}/`);
    const scripts = await page
      .locator('script[src][integrity]:not([nomodule])')
      .evaluateAll((nodes) =>
        nodes.map((n) => ({ src: n.getAttribute('src')!, integrity: n.getAttribute('integrity')! })),
      );
    const framework = scripts.filter((s) => rootMainFiles.some((file) => s.src.endsWith(file.replace(/^static/, ''))));
    expect(framework.length).toBe(rootMainFiles.length);
    for (const script of framework) {
      const body = await (await request.get(`${E2E.main}${script.src}`)).text();
      expect(body.startsWith(COMPILE_HINT), script.src).toBe(true);
      expect(script.integrity).toBe(`sha256-${createHash('sha256').update(body).digest('base64')}`);
    }
  });
});
