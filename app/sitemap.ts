import type { MetadataRoute } from 'next';
import { sitemapPaths } from '@/content/marketing-navigation';
import { educationGuide } from '@/lib/education/chapters';
import { siteUrl } from '@/lib/site-url';

export default function sitemap(): MetadataRoute.Sitemap {
  const paths = [...sitemapPaths, ...educationGuide().chapters.map((c) => c.path)];
  return [...new Set(paths)].map((path) => ({
    url: new URL(path, siteUrl()).href,
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }));
}
