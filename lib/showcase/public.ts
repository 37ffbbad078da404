import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { withAnon } from '@/lib/db/client';
import { findPublishedCaseStudy, listPublishedCaseStudies, listPublishedTestimonials } from './queries';

// The public pages' reads, as a visitor (RLS shows only what is published and consented to).
// They run per request: a withdrawal leaves the site with the next request (docs/decisions/0069).

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A case study's address as typed in a URL: anything but a well-formed slug is no page. */
export function isCaseStudySlug(value: string): boolean {
  return value.length <= 80 && SLUG.test(value);
}

/** One published case study by its slug (the page and its metadata share one read). */
export const loadPublishedCaseStudy = cache(async (slug: string) => {
  await connection();
  if (!isCaseStudySlug(slug)) return null;
  return withAnon((tx) => findPublishedCaseStudy(tx, slug));
});

/** The published case studies and testimonials, in one transaction. */
export async function loadShowcase() {
  await connection();
  return withAnon(async (tx) => {
    const [caseStudies, testimonials] = await Promise.all([
      listPublishedCaseStudies(tx),
      listPublishedTestimonials(tx),
    ]);
    return { caseStudies, testimonials };
  });
}
