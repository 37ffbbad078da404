import { services, servicesPage } from '@/content/services';
import { openGraphCard } from '@/lib/seo/open-graph-card';

// The services page's Open Graph image, made at build time.
export const dynamic = 'force-static';

export function GET() {
  return openGraphCard({
    eyebrow: services.map((s) => s.shortTitle).join(' · '),
    title: servicesPage.title,
    text: servicesPage.description,
  });
}
