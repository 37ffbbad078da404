import type { MetadataRoute } from 'next';
import { sitemapPaths } from '@/content/marketing-navigation';
import { educationGuide } from '@/lib/education/chapters';
import { CASE_STUDIES_PATH } from '@/lib/seo/case-study-structured-data';
import { siteUrl } from '@/lib/site-url';

export default function sitemap(): MetadataRoute.Sitemap {
  // The case studies' list; each case study's own page is published and withdrawn after the
  // build, which makes this file, so search engines find them from the list.
  const paths = [...sitemapPaths, CASE_STUDIES_PATH, ...educationGuide().chapters.map((c) => c.path)];
  return [...new Set(paths)].map((path) => ({
    url: new URL(path, siteUrl()).href,
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }));
}
