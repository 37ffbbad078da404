/** The main site's absolute URL, for canonical links, the sitemap and Open Graph. */
export function siteUrl(): URL {
  const explicit = process.env.SITE_URL;
  if (explicit) return new URL(explicit);
  const root = process.env.ROOT_DOMAIN ?? 'localhost:3000';
  return new URL(`${root.startsWith('localhost') ? 'http' : 'https'}://${root}`);
}
