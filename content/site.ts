/**
 * Site-wide configuration. The brand name, emails and phone number can be
 * overridden per deployment with NEXT_PUBLIC_* environment variables.
 */

function envOr(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

/** Turns a display number like "(612) 555-0142" into "+16125550142". */
function toTel(display: string): string {
  const stripped = display.replace(/[^\d+]/g, '');
  if (stripped.startsWith('+')) return stripped;
  // Assume a US number when no country code is given.
  if (stripped.length === 10) return `+1${stripped}`;
  if (stripped.length === 11 && stripped.startsWith('1')) return `+${stripped}`;
  return stripped;
}

/**
 * The firm's profiles elsewhere (LinkedIn, GitHub, …) for search engines' `sameAs`:
 * SITE_SAME_AS, comma-separated https addresses, read at build time. Anything else is ignored.
 */
function profileLinks(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => {
      try {
        return new URL(entry).protocol === 'https:';
      } catch {
        return false;
      }
    });
}

const DEFAULT_NAME = 'Lakeside Software & AI';
const DEFAULT_SHORT_NAME = 'Lakeside';

const name = envOr(process.env.NEXT_PUBLIC_SITE_NAME, DEFAULT_NAME);
// If the brand name is overridden but no short name is given, reuse the full
// name rather than showing the default short name next to a different brand.
const shortName = envOr(process.env.NEXT_PUBLIC_SITE_SHORT_NAME, name === DEFAULT_NAME ? DEFAULT_SHORT_NAME : name);

const phoneDisplay = envOr(process.env.NEXT_PUBLIC_CONTACT_PHONE, '(612) 555-0142');
const phoneTel = toTel(phoneDisplay);

export const siteConfig = {
  name,
  shortName,
  tagline: 'Custom software and AI automation for small and mid-sized businesses',
  description:
    'Custom software, AI automation and websites for small and mid-sized businesses. Replace tools that do not fit and cut what you spend on software.',
  email: envOr(process.env.NEXT_PUBLIC_CONTACT_EMAIL, 'hello@example.com'),
  supportEmail: envOr(process.env.NEXT_PUBLIC_SUPPORT_EMAIL, 'support@example.com'),
  billingEmail: envOr(process.env.NEXT_PUBLIC_BILLING_EMAIL, 'billing@example.com'),
  phone: {
    display: phoneDisplay,
    tel: phoneTel,
    href: `tel:${phoneTel}`,
  },
  sameAs: profileLinks(process.env.SITE_SAME_AS),
  location: 'Minnesota, USA',
  founded: 2024,
  teamSize: 7,
  companiesServed: '50+',
  averageSavings: '70%',
  responseTime: '24 hours',
} as const;

export type SiteConfig = typeof siteConfig;

export type Claim = {
  value: string;
  label: string;
};

export const claims = [
  { value: siteConfig.averageSavings, label: 'Average cost savings' },
  { value: siteConfig.companiesServed, label: 'Companies served' },
  { value: String(siteConfig.teamSize), label: 'Team members' },
  { value: String(siteConfig.founded), label: 'Founded' },
  { value: 'Minnesota', label: 'Headquarters' },
  { value: siteConfig.responseTime, label: 'Typical response time' },
] as const satisfies readonly Claim[];
