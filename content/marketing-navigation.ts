// Header and footer navigation of the public site.
export const mainNavigation = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/services', label: 'Services' },
  { href: '/education', label: 'Education' },
  { href: '/contact', label: 'Contact' },
] as const;

// On the main host these paths are redirected to the portal host by the proxy, so the
// static pages can link to them without knowing the deployment's host names.
export const portalLinks = {
  login: { href: '/login', label: 'Login' },
  getStarted: { href: '/register', label: 'Get Started' },
  dashboard: { href: '/dashboard', label: 'Dashboard' },
  account: { href: '/account', label: 'My Account' },
  clientPortal: { href: '/dashboard', label: 'Client Portal' },
} as const;

export const footerColumns = {
  company: { title: 'Company', links: mainNavigation.filter((l) => l.href !== '/') },
  support: { title: 'Support' },
} as const;

/** Public pages listed in sitemap.xml. */
export const sitemapPaths: string[] = mainNavigation.map((item) => item.href);
