import { services, servicesPage } from '@/content/services';
import { openGraphCard, openGraphSize } from '@/lib/seo/open-graph-card';

export const alt = servicesPage.title;
export const size = openGraphSize;
export const contentType = 'image/png';

export default function Image() {
  return openGraphCard({
    eyebrow: services.map((s) => s.shortTitle).join(' · '),
    title: servicesPage.title,
    text: servicesPage.description,
  });
}
