import 'server-only';
import { revalidatePath } from 'next/cache';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';

/** The folder of the case study pages (app/(marketing)/case-studies), as Next.js tags them. */
export const CASE_STUDY_PAGES_FOLDER = '/(marketing)/case-studies';

/**
 * The main-site pages built once and regenerated with what is published (their `revalidate`
 * is the safety net for another server, docs/decisions/0071).
 */
export const SHOWCASE_REGENERATED_PAGES = ['/', '/about', '/services', '/case-studies'] as const;

/**
 * Regenerate those pages with their next request. Also run by the scheduled route shortly
 * after `npm start` (app/api/cron/issue-invoices): the build's copy, made without a database,
 * shows nothing published.
 */
export function revalidateShowcasePages() {
  for (const page of SHOWCASE_REGENERATED_PAGES) revalidatePath(page);
}

/**
 * After a case study or testimonial is published, unpublished or withdrawn: the public pages
 * that show them, and the project's pages in the portal. Every page under /case-studies (the
 * list and each case study's page, generated on demand) is regenerated with its next request,
 * so a withdrawn case study is a 404 at once; so are the home, about and services pages.
 */
export function revalidateShowcase(projectId: string) {
  revalidatePath('/case-studies', 'layout');
  // A cached page is tagged with its layouts by their folders, route group included: this is
  // the tag of every page under the case studies' folder (the list and each case study's,
  // whatever its slug); the call above does not reach them.
  revalidatePath(CASE_STUDY_PAGES_FOLDER, 'layout');
  revalidateShowcasePages();
  revalidatePortal(`/admin/projects/${projectId}`);
  revalidatePortal(`/admin/projects/${projectId}/case-study`);
  revalidatePortal(`/projects/${projectId}`);
}
