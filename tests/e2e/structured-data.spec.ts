import { E2E, expect, test } from './fixtures';
import { services } from '@/content/services';
import {
  articleProblems,
  breadcrumbProblems,
  hasFaqMarkup,
  jsonLdBlocks,
  jsonLdNodes,
  organizationProblems,
  serviceProblems,
} from '../support/structured-data-shapes';

const CHAPTER_PATHS = [
  '/education',
  ...[
    'ai-today',
    'business-case',
    'implementation',
    'industry-specific',
    'challenges',
    'future',
    'your-journey',
    'action',
  ].map((id) => `/education/${id}`),
];

// The built pages, as a search engine fetches them: the JSON-LD in the prerendered HTML.
test.describe('structured data in the built pages', () => {
  for (const path of CHAPTER_PATHS) {
    test(`${path} carries an Article and a BreadcrumbList, and its own Open Graph image`, async ({ request }) => {
      const response = await request.get(`${E2E.main}${path}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const nodes = jsonLdNodes(jsonLdBlocks(html));
      const article = nodes.find((n) => n['@type'] === 'Article');
      const breadcrumb = nodes.find((n) => n['@type'] === 'BreadcrumbList');
      expect(article && articleProblems(article)).toEqual([]);
      expect(breadcrumb && breadcrumbProblems(breadcrumb)).toEqual([]);
      expect(hasFaqMarkup(nodes)).toBe(false);

      // The Article names the page's own Open Graph image, and that image is there.
      const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(new URL(ogImage!).pathname).toBe(`${path}/opengraph.png`);
      expect(article!.image).toEqual([ogImage]);
      const image = await request.get(`${E2E.main}${new URL(ogImage!).pathname}`);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      // A data block is never run, so the page's static CSP names no hash for it.
      expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
    });
  }

  test('the home page describes the firm with a logo that is a real image', async ({ request }) => {
    const nodes = jsonLdNodes(jsonLdBlocks(await (await request.get(`${E2E.main}/`)).text()));
    const organization = nodes.find((n) => n['@type'] === 'ProfessionalService');
    expect(organization && organizationProblems(organization)).toEqual([]);
    const logo = await request.get(`${E2E.main}${new URL(String(organization!.logo)).pathname}`);
    expect(logo.status()).toBe(200);
    expect(logo.headers()['content-type']).toBe('image/png');
    expect(hasFaqMarkup(nodes)).toBe(false);
  });

  test('the services page carries a Service per card and its own Open Graph image', async ({ request }) => {
    const html = await (await request.get(`${E2E.main}/services`)).text();
    const nodes = jsonLdNodes(jsonLdBlocks(html)).filter((n) => n['@type'] === 'Service');
    expect(nodes.map((n) => n.name)).toEqual(services.map((s) => s.title));
    for (const node of nodes) expect(serviceProblems(node), String(node.name)).toEqual([]);
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(new URL(ogImage!).pathname).toBe('/services/opengraph.png');
    expect(nodes[0].image).toBe(ogImage);
    expect((await request.get(`${E2E.main}${new URL(ogImage!).pathname}`)).status()).toBe(200);
  });
});

test('a chapter with its JSON-LD reports no CSP violation in the browser', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto(`${E2E.main}/education/ai-today`);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
