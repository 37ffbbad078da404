import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { E2E } from './fixtures';

export type ChapterOutline = { id: string; title: string; subsections: { id: string; title: string }[] };

const contentDir = path.resolve(import.meta.dirname, '../../content/education');

/** The chapters as the Markdown files describe them, read without the app's loader. */
export const outline: ChapterOutline[] = fs
  .readdirSync(contentDir)
  .filter((f) => f.endsWith('.md'))
  .sort()
  .map((file) => parse(fs.readFileSync(path.join(contentDir, file), 'utf8').split(/^---$/m)[1]) as ChapterOutline);

export const chapterPath = (index: number) => (index === 0 ? '/education' : `/education/${outline[index].id}`);
export const chapterUrl = (index: number) => `${E2E.main}${chapterPath(index)}`;

export const menu = (page: Page) => page.getByRole('navigation', { name: 'Chapters' });
export const pager = (page: Page) => page.getByRole('navigation', { name: 'Chapter navigation' });
export const subsectionLink = (page: Page, title: string) => menu(page).getByRole('link', { name: title, exact: true });
// The menu has the same list twice: folded into a toggle on small screens, open beside the text on
// large ones (one of them is always hidden); both mark the same subsection.
export const highlighted = (page: Page) => menu(page).locator('a[aria-current="location"]').first();
/** The small screens' chapter toggle: a native <details> and its <summary>. */
export const menuToggle = (page: Page) => menu(page).locator('summary');
export const menuDetails = (page: Page) => menu(page).locator('details');

/** Records the arguments of every Element.scrollIntoView call, to see the scroll behaviour asked for. */
export async function recordScrollIntoView(page: Page) {
  await page.addInitScript(() => {
    const calls: { id: string; options: unknown }[] = [];
    Object.assign(window, { __scrollIntoViewCalls: calls });
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
      calls.push({ id: this.id, options });
      return original.call(this, options);
    };
  });
}

export function scrollIntoViewCalls(page: Page) {
  return page.evaluate(
    () => (window as unknown as { __scrollIntoViewCalls: { id: string; options: unknown }[] }).__scrollIntoViewCalls,
  );
}

/** Scrolls like a reader would (no smooth animation), so the scroll-spy reacts to the position alone. */
export async function scrollToSection(page: Page, id: string, extraPixels = 0) {
  await page.evaluate(
    ([sectionId, extra]) => {
      const top = document.getElementById(sectionId as string)!.getBoundingClientRect().top;
      window.scrollTo({ top: window.scrollY + top + (extra as number), behavior: 'instant' });
    },
    [id, extraPixels] as const,
  );
}

export async function expectAtTop(page: Page) {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

export async function canonicalPath(page: Page) {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(href).toMatch(/^https?:\/\//);
  return new URL(href!).pathname;
}
