import { services } from '@/content/services';
import { organizationJsonLd } from '@/lib/seo/structured-data';
import { siteUrl } from '@/lib/site-url';
import { JsonLd } from './json-ld';

/** schema.org Organization data for search engines, on the home page. */
export function OrganizationJsonLd() {
  return <JsonLd data={organizationJsonLd(siteUrl(), services)} />;
}
