import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/site-url';

// The main host's robots.txt; the portal and app hosts get robots-private.txt (proxy.ts).
export default function robots(): MetadataRoute.Robots {
  return { rules: [{ userAgent: '*', allow: '/' }], sitemap: new URL('/sitemap.xml', siteUrl()).href };
}
