import type { MetadataRoute } from 'next';
import { sitemapPaths } from '@/content/marketing-navigation';
import { siteUrl } from '@/lib/site-url';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapPaths.map((path) => ({
    url: new URL(path, siteUrl()).href,
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }));
}
