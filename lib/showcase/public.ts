import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { withAnon } from '@/lib/db/client';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { uncounted } from '@/lib/db/round-trips';
import { log } from '@/lib/log/logger';
import {
  findPublishedCaseStudy,
  listPublishedCaseStudies,
  listPublishedTestimonials,
  type PublishedCaseStudy,
  type PublishedTestimonial,
} from './queries';

// The public pages' reads, as a visitor (RLS shows only what is published and consented to).
// The public pages run them when they are (re)generated (docs/decisions/0071); a case study's
// Open Graph image per request.

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export type Showcase = {
  caseStudies: PublishedCaseStudy[];
  testimonials: PublishedTestimonial[];
};

/** A case study's address as typed in a URL: anything but a well-formed slug is no page. */
export function isCaseStudySlug(value: string): boolean {
  return value.length <= 80 && SLUG.test(value);
}

/**
 * One published case study by its slug, for its page, which Next.js generates at the first
 * request and regenerates (the page and its metadata share one read). Like the other
 * regenerated pages: nothing read from the request, and with the database out of reach no
 * case study (the page answers, a 404, for one `revalidate` period) rather than a 500. On
 * Vercel it is rendered per request (docs/decisions/0071).
 */
export const loadPublishedCaseStudy = cache(async (slug: string) => {
  if (process.env.VERCEL) await connection();
  if (!isCaseStudySlug(slug) || process.env.NEXT_PHASE === 'phase-production-build') return null;
  try {
    return await uncounted(() => withAnon((tx) => findPublishedCaseStudy(tx, slug)));
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    log.warn({ err: error }, 'A case study page is regenerated without it: the database is out of reach');
    return null;
  }
});

/** The same read per request (its Open Graph image, made on each request). */
export async function loadPublishedCaseStudyNow(slug: string) {
  await connection();
  if (!isCaseStudySlug(slug)) return null;
  return withAnon((tx) => findPublishedCaseStudy(tx, slug));
}

function readShowcase(): Promise<Showcase> {
  return withAnon(async (tx) => {
    const [caseStudies, testimonials] = await Promise.all([
      listPublishedCaseStudies(tx),
      listPublishedTestimonials(tx),
    ]);
    return { caseStudies, testimonials };
  });
}

/**
 * The published case studies and testimonials, in one transaction, for a page Next.js
 * regenerates (home, about, services, the case studies; `revalidate` in the
 * page). `next build` runs without a database (CI has none), so the build's copy shows
 * nothing published and the first regeneration fills it in. At run time, with the database
 * out of reach, the page is made without them: a copy past its expiry (next.config.ts
 * `expireTime`) cannot be served stale, and a thrown read would make the home page a 500
 * during an outage, when the public pages must still answer. The copy without them lives one
 * `revalidate` period; the next regeneration after the database is back brings them again.
 * Any other failure throws.
 * On Vercel the pages are rendered per request instead (no server there can fit the
 * regenerated page's CSP to its inline scripts, docs/decisions/0071).
 */
export const loadRegeneratedShowcase = cache(async (): Promise<Showcase> => {
  if (process.env.VERCEL) await connection();
  if (process.env.NEXT_PHASE === 'phase-production-build') return { caseStudies: [], testimonials: [] };
  // Nothing in a regeneration may read the request (it would make the page dynamic).
  try {
    return await uncounted(readShowcase);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    log.warn({ err: error }, 'The public pages are regenerated without case studies: the database is out of reach');
    return { caseStudies: [], testimonials: [] };
  }
});
