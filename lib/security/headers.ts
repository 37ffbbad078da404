// Security headers. Pure, so next.config.ts, the proxy and tests share them.

export type CspOptions = {
  /** Per-request nonce: the dynamic portal pages. */
  nonce?: string;
  /** Hashes of the inline scripts of a prerendered page: the static public pages. */
  scriptHashes?: readonly string[];
  /** Last resort when a static page's hashes are unknown: it must still work. */
  allowInlineScripts?: boolean;
  development?: boolean;
};

export function contentSecurityPolicy({
  nonce,
  scriptHashes = [],
  allowInlineScripts = false,
  development = false,
}: CspOptions): string {
  const scripts = [
    "'self'",
    ...(nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : []),
    ...scriptHashes.map((h) => `'${h}'`),
    ...(allowInlineScripts ? ["'unsafe-inline'"] : []),
  ];
  if (development) scripts.push("'unsafe-eval'");
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // React and Tailwind set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    // Vercel Analytics and Speed Insights load their scripts from and report to the same
    // origin (/_vercel/insights, /_vercel/speed-insights).
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(development ? [] : ['upgrade-insecure-requests']),
  ].join('; ');
}

export function securityHeaders({ https }: { https: boolean }): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(https ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }] : []),
  ];
}

const NOINDEX = { key: 'X-Robots-Tag', value: 'noindex, nofollow' };

/**
 * Search engines index only the real domains. A preview build (VERCEL_ENV at build time) is
 * noindex on every host; any build is noindex on Vercel's own `*.vercel.app` URLs, which
 * duplicate the real domains. For next.config.ts `headers()`.
 */
export function robotsHeaderRules(vercelEnv: string | undefined) {
  const preview = vercelEnv !== undefined && vercelEnv !== 'production';
  return [
    preview
      ? { source: '/:path*', headers: [NOINDEX] }
      : { source: '/:path*', has: [{ type: 'host' as const, value: '.*\\.vercel\\.app' }], headers: [NOINDEX] },
  ];
}
