import { notFound } from 'next/navigation';

// Unknown public paths (and internal ones the proxy hides) get the site's own 404 page.
export default function MarketingCatchAll() {
  notFound();
}
