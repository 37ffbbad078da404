import 'server-only';
import type { Metadata } from 'next';
import { guide } from '@/content/education/guide';
import { siteConfig } from '@/content/site';
import { openGraphImageMetadata } from '@/lib/seo/open-graph-card';
import { siteUrl } from '@/lib/site-url';
import type { Chapter } from './types';

/** Title, description (the chapter's summary), canonical and Open Graph of a chapter page. */
export function chapterMetadata(chapter: Chapter): Metadata {
  const title = chapter.index === 0 ? guide.title : `${chapter.title} – ${guide.title}`;
  return {
    metadataBase: siteUrl(),
    title,
    description: chapter.summary,
    alternates: { canonical: chapter.path },
    openGraph: {
      type: 'article',
      title,
      description: chapter.summary,
      url: chapter.path,
      siteName: siteConfig.name,
      images: [openGraphImageMetadata(chapter.path, chapter.title)],
    },
  };
}
