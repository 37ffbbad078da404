import { caseStudiesPage } from '@/content/case-studies';
import { siteConfig } from '@/content/site';
import { openGraphCard } from '@/lib/seo/open-graph-card';

// The case studies list's Open Graph image, made at build time (no data on it).
export const dynamic = 'force-static';

export function GET() {
  return openGraphCard({ eyebrow: siteConfig.name, title: caseStudiesPage.title, text: caseStudiesPage.description });
}
