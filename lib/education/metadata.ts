import 'server-only';
import type { Metadata } from 'next';
import { guide } from '@/content/education/guide';
import { siteConfig } from '@/content/site';
import { env } from '@/lib/config/env';
import type { Chapter } from './types';

/**
 * The public origin the pages are built for, so canonical and Open Graph URLs are absolute.
 * The pages are prerendered, so this is read at build time from ROOT_DOMAIN.
 */
export function siteOrigin(rootDomain = env().ROOT_DOMAIN): URL {
  const local = /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(rootDomain);
  return new URL(`${local ? 'http' : 'https'}://${rootDomain}`);
}

/** Title, description (the chapter's summary), canonical and Open Graph of a chapter page. */
export function chapterMetadata(chapter: Chapter): Metadata {
  const title = chapter.index === 0 ? guide.title : `${chapter.title} – ${guide.title}`;
  return {
    metadataBase: siteOrigin(),
    title,
    description: chapter.summary,
    alternates: { canonical: chapter.path },
    openGraph: {
      type: 'article',
      title,
      description: chapter.summary,
      url: chapter.path,
      siteName: siteConfig.name,
    },
  };
}
