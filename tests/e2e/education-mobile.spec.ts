import { E2E, expect, expectNoAxeViolations, test } from './fixtures';
import {
  chapterUrl,
  expectAtTop,
  highlighted,
  menu,
  menuDetails,
  menuToggle,
  outline,
  pager,
  recordScrollIntoView,
  scrollIntoViewCalls,
  scrollToSection,
  subsectionLink,
} from './education-helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const toggle = menuToggle;

test.describe('education guide on a small screen', () => {
  test('the chapter menu is a collapsed toggle showing the current chapter', async ({ page }) => {
    await page.goto(chapterUrl(2));
    await expect(toggle(page)).toHaveAccessibleName('Chapter 3 The Business Case for AI');
    await expect(menuDetails(page)).not.toHaveAttribute('open');
    await expect(menu(page).getByRole('link', { name: 'AI Fundamentals' })).toBeHidden();
    await expect(pager(page).getByText('Chapter 3 of 9', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await toggle(page).click();
    await expect(menuDetails(page)).toHaveAttribute('open');
    await expect(menu(page).getByRole('link', { name: 'The Business Case for AI' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menuDetails(page)).not.toHaveAttribute('open');

    // Choosing another chapter from further down goes there, at the top, with the menu closed.
    await scrollToSection(page, outline[2].subsections[3].id);
    await toggle(page).click();
    await menu(page).getByRole('link', { name: 'Industry-Specific AI Applications' }).click();
    await expect(page).toHaveURL(chapterUrl(4));
    await expect(toggle(page)).toHaveAccessibleName('Chapter 5 Industry-Specific AI Applications');
    await expect(menuDetails(page)).not.toHaveAttribute('open');
    await expectAtTop(page);
    await expect(highlighted(page)).toHaveCount(0);
  });

  test('the first chapter: no Previous, label, and Next', async ({ page }) => {
    await page.goto(`${E2E.main}/education`);
    await expect(toggle(page)).toHaveAccessibleName('Chapter 1 AI Fundamentals');
    await expect(pager(page).getByText('Chapter 1 of 9', { exact: true })).toBeVisible();
    await expect(pager(page).getByRole('link', { name: 'Previous' })).toHaveCount(0);
    await pager(page).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(chapterUrl(1));
    await expectAtTop(page);
    await expect(pager(page).getByRole('link', { name: 'Previous' })).toBeVisible();
  });

  test('choosing a subsection closes the menu and scrolls it into view below the sticky toggle', async ({ page }) => {
    await recordScrollIntoView(page);
    await page.goto(chapterUrl(6));
    await toggle(page).click();
    await subsectionLink(page, 'Regulation and Standards').click();
    await expect(menuDetails(page)).not.toHaveAttribute('open');
    const heading = page.getByRole('heading', { level: 3, name: 'Regulation and Standards' });
    await expect(heading).toBeInViewport();
    await expect(highlighted(page)).toHaveText('Regulation and Standards');
    expect(await scrollIntoViewCalls(page)).toContainEqual({
      id: 'regulation-and-standards',
      options: { behavior: 'smooth', block: 'start' },
    });
    // Once there, the heading is not hidden behind the sticky chapter toggle.
    await expect.poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeGreaterThan(0);
    const toggleBottom = await toggle(page).evaluate((b) => b.closest('nav')!.getBoundingClientRect().bottom);
    const headingTop = await heading.evaluate((h) => h.getBoundingClientRect().top);
    expect(headingTop).toBeGreaterThanOrEqual(toggleBottom);
  });

  test('the scroll-spy also tracks subsections taller than the screen', async ({ page }) => {
    await page.goto(chapterUrl(8));
    const [checklist, outsideHelp] = outline[8].subsections;
    // On a phone 'Your Action Checklist' is far more than twice the screen's height.
    const height = await page.evaluate((id) => document.getElementById(id)!.offsetHeight, checklist.id);
    expect(height).toBeGreaterThan(2 * (844 + 200));

    await scrollToSection(page, outsideHelp.id);
    await expect(highlighted(page)).toHaveAttribute('href', `#${outsideHelp.id}`);
    await scrollToSection(page, checklist.id, height / 2);
    await expect(highlighted(page)).toHaveAttribute('href', `#${checklist.id}`);
  });

  test('the last chapter shows Get Started and the closing links', async ({ page }) => {
    await page.goto(chapterUrl(8));
    await expect(pager(page).getByText('Chapter 9 of 9', { exact: true })).toBeVisible();
    await expect(pager(page).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Get Your Custom AI Strategy' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'View Our AI Services' })).toHaveAttribute('href', '/services');
    await expectNoAxeViolations(page);
  });
});
