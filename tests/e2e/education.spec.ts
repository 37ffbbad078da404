import { E2E, expect, expectNoAxeViolations, test } from './fixtures';
import {
  canonicalPath,
  chapterPath,
  chapterUrl,
  expectAtTop,
  highlighted,
  menu,
  outline,
  pager,
  recordScrollIntoView,
  scrollIntoViewCalls,
  scrollToSection,
  subsectionLink,
} from './education-helpers';

const GUIDE_TITLE = 'The Complete Guide to AI for Business';
const SPEC_TITLES = [
  'AI Fundamentals',
  'AI in Action Today',
  'The Business Case for AI',
  'AI Implementation Strategies',
  'Industry-Specific AI Applications',
  'Overcoming AI Challenges',
  'The Future of AI',
  'Your AI Journey',
  'Making It Happen',
];

test.use({ viewport: { width: 1280, height: 720 } });

test.describe('education guide on a desktop', () => {
  test('the first chapter at /education: title block, side menu, label, no Previous, canonical', async ({ page }) => {
    await page.goto(`${E2E.main}/education`);
    await expect(page.getByRole('heading', { level: 1, name: GUIDE_TITLE })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'AI Fundamentals' })).toBeVisible();
    await expect(page).toHaveTitle(`${GUIDE_TITLE} | Lakeside Software & AI`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^A plain-language introduction/);
    expect(await canonicalPath(page)).toBe('/education');

    const chapterLinks = menu(page).getByRole('list').first().getByRole('link');
    const chapterTitles = await menu(page).locator('ol > li > a:visible').allInnerTexts();
    expect(chapterTitles.map((t) => t.replace(/^\d+\.\s*/, ''))).toEqual(SPEC_TITLES);
    await expect(menu(page).getByRole('link', { name: 'AI Fundamentals' })).toHaveAttribute('aria-current', 'page');
    await expect(menu(page).getByRole('link', { name: 'The Future of AI' })).toHaveAttribute(
      'href',
      '/education/future',
    );
    await expect(chapterLinks.first()).toHaveAttribute('href', '/education');

    // Only the current chapter lists its subsections.
    const subsections = menu(page).getByRole('list', { name: 'In AI Fundamentals' }).getByRole('link');
    await expect(subsections).toHaveText(outline[0].subsections.map((s) => s.title));
    await expect(menu(page).getByRole('link', { name: outline[1].subsections[0].title })).toHaveCount(0);
    await expect(highlighted(page)).toHaveCount(0);

    await expect(pager(page).getByText('Chapter 1 of 9', { exact: true })).toBeVisible();
    await expect(pager(page).getByRole('link', { name: 'Previous' })).toHaveCount(0);
    await expect(pager(page).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/education/ai-today');
    await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('every chapter has its own URL, label, Previous, canonical and page title', async ({ page }) => {
    for (const [index, chapter] of outline.entries()) {
      await page.goto(chapterUrl(index));
      await expect(page.getByRole('heading', { level: 2, name: SPEC_TITLES[index] })).toBeVisible();
      expect(chapter.title).toBe(SPEC_TITLES[index]);
      await expect(pager(page).getByText(`Chapter ${index + 1} of 9`, { exact: true })).toBeVisible();
      await expect(pager(page).getByRole('link', { name: 'Previous' })).toHaveCount(index === 0 ? 0 : 1);
      expect(await canonicalPath(page)).toBe(chapterPath(index));
      if (index > 0) await expect(page).toHaveTitle(`${chapter.title} – ${GUIDE_TITLE} | Lakeside Software & AI`);
      await expect(menu(page).getByRole('link', { name: chapter.title })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('choosing a subsection scrolls smoothly to it and highlights it', async ({ page }) => {
    await recordScrollIntoView(page);
    await page.goto(`${E2E.main}/education`);
    await subsectionLink(page, 'What AI Cannot Do Well').click();

    const heading = page.getByRole('heading', { level: 3, name: 'What AI Cannot Do Well' });
    await expect(heading).toBeInViewport();
    await expect(highlighted(page)).toHaveText('What AI Cannot Do Well');
    await expect(page).toHaveURL(`${E2E.main}/education#ai-limits`);
    expect(await scrollIntoViewCalls(page)).toContainEqual({
      id: 'ai-limits',
      options: { behavior: 'smooth', block: 'start' },
    });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
    // The highlight stays on the chosen subsection once the scrolling has settled.
    await page.waitForTimeout(1200);
    await expect(highlighted(page)).toHaveText('What AI Cannot Do Well');
  });

  test('while scrolling, the visible subsection is highlighted, down and back up', async ({ page }) => {
    await page.goto(chapterUrl(2));
    const sections = outline[2].subsections;
    for (const index of [1, 3, 4, 2, 0]) {
      await scrollToSection(page, sections[index].id);
      await expect(highlighted(page)).toHaveText(sections[index].title);
      await expect(highlighted(page)).toHaveCount(1);
    }
  });

  test('changing chapter scrolls to the top and clears the subsection highlight', async ({ page }) => {
    await page.goto(`${E2E.main}/education`);
    await scrollToSection(page, 'fundamentals-glossary');
    await expect(highlighted(page)).toHaveText('A Short Glossary for Business Readers');

    await pager(page).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(chapterUrl(1));
    await expect(page.getByRole('heading', { level: 2, name: 'AI in Action Today' })).toBeVisible();
    await expectAtTop(page);
    await expect(highlighted(page)).toHaveCount(0);
    await expect(menu(page).getByRole('list', { name: 'In AI in Action Today' }).getByRole('link')).toHaveText(
      outline[1].subsections.map((s) => s.title),
    );

    // The same from the side menu, which stays in view while reading.
    await scrollToSection(page, outline[1].subsections[2].id);
    await expect(highlighted(page)).toHaveText(outline[1].subsections[2].title);
    await menu(page).getByRole('link', { name: 'The Future of AI' }).click();
    await expect(page).toHaveURL(chapterUrl(6));
    await expectAtTop(page);
    await expect(highlighted(page)).toHaveCount(0);
  });

  test('each chapter has its URL, and the back and forward buttons move between chapters', async ({ page }) => {
    await page.goto(`${E2E.main}/education`);
    await menu(page).getByRole('link', { name: 'The Business Case for AI' }).click();
    await expect(page).toHaveURL(chapterUrl(2));
    await pager(page).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(chapterUrl(3));
    await expect(page.getByRole('heading', { level: 2, name: 'AI Implementation Strategies' })).toBeVisible();
    await pager(page).getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(chapterUrl(2));

    await page.goBack();
    await expect(page).toHaveURL(chapterUrl(3));
    await expect(page.getByRole('heading', { level: 2, name: 'AI Implementation Strategies' })).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(`${E2E.main}/education`);
    await expect(page.getByRole('heading', { level: 2, name: 'AI Fundamentals' })).toBeVisible();
    await expect(pager(page).getByText('Chapter 1 of 9', { exact: true })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 2, name: 'The Business Case for AI' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'The Business Case for AI' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the last chapter: Get Started to /contact and the closing call to action', async ({ page }) => {
    await page.goto(`${E2E.main}/education/action`);
    await expect(pager(page).getByText('Chapter 9 of 9', { exact: true })).toBeVisible();
    await expect(pager(page).getByRole('link', { name: 'Next' })).toHaveCount(0);
    await expect(pager(page).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    await expect(pager(page).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/education/your-journey',
    );
    const closing = page.getByRole('region', { name: 'Ready to Put AI to Work?' });
    await expect(closing.getByRole('link', { name: 'Get Your Custom AI Strategy' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(closing.getByRole('link', { name: 'View Our AI Services' })).toHaveAttribute('href', '/services');
    await expectNoAxeViolations(page);

    // Not on the other chapters.
    await page.goto(chapterUrl(7));
    await expect(page.getByRole('link', { name: 'Get Your Custom AI Strategy' })).toHaveCount(0);
    await expect(pager(page).getByRole('link', { name: 'Get Started' })).toHaveCount(0);
  });

  test('every chapter’s full text is in the server-rendered HTML', async ({ request }) => {
    for (const [index, chapter] of outline.entries()) {
      const response = await request.get(chapterUrl(index));
      expect(response.status()).toBe(200);
      const html = await response.text();
      const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
      for (const subsection of chapter.subsections) {
        expect(article).toContain(`id="${subsection.id}"`);
      }
      const words = article
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean);
      expect(words.length, chapter.id).toBeGreaterThan(1000);
    }
  });

  test('chapter 1 has the single address /education; unknown chapters are not found', async ({ request }) => {
    const redirect = await request.get(`${E2E.main}/education/fundamentals`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    expect(redirect.headers().location).toBe('/education');
    expect((await request.get(`${E2E.main}/education/no-such-chapter`)).status()).toBe(404);
  });

  test('switching chapters keeps the layout in place and loading shifts nothing', async ({ page }) => {
    await page.goto(`${E2E.main}/education`);
    const frame = async () => ({
      title: await page.getByRole('heading', { level: 2 }).first().boundingBox(),
      menu: await menu(page).boundingBox(),
    });
    const before = await frame();
    await pager(page).getByRole('link', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'AI in Action Today' })).toBeVisible();
    const after = await frame();
    expect(after.title?.y).toBe(before.title?.y);
    expect(after.title?.x).toBe(before.title?.x);
    expect(after.menu?.x).toBe(before.menu?.x);
    expect(after.menu?.width).toBe(before.menu?.width);

    await page.goto(chapterUrl(4));
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBe(0);
  });

  test('the printable view shows the text without menus or navigation', async ({ page }) => {
    await page.goto(chapterUrl(3));
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 2, name: 'AI Implementation Strategies' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: outline[3].subsections[4].title })).toBeVisible();
    await expect(page.getByText(/^There are two broad ways to start\./)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Chapters' })).toBeHidden();
    await expect(pager(page)).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    // The text takes the page's width instead of staying in the column beside the (hidden) menu.
    const article = await page.getByRole('article').boundingBox();
    expect(article!.x).toBeLessThan(100);
    expect(article!.width).toBeGreaterThan(700);
  });
});

test.describe('education guide with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('choosing a subsection jumps there without smooth scrolling', async ({ page }) => {
    await recordScrollIntoView(page);
    await page.goto(chapterUrl(5));
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    await subsectionLink(page, 'Governance Without Bureaucracy').click();
    await expect(page.getByRole('heading', { level: 3, name: 'Governance Without Bureaucracy' })).toBeInViewport();
    await expect(highlighted(page)).toHaveText('Governance Without Bureaucracy');
    expect(await scrollIntoViewCalls(page)).toContainEqual({
      id: 'governance-and-oversight',
      options: { behavior: 'auto', block: 'start' },
    });
  });
});
