import type { NextConfig } from 'next';
import { robotsHeaderRules, securityHeaders } from './lib/security/headers';

const rootDomain = process.env.ROOT_DOMAIN ?? 'localhost:3000';
// HSTS only where the site is served over HTTPS (never on localhost).
const https = process.env.NODE_ENV === 'production' && !rootDomain.startsWith('localhost');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-socket'],
  // Integrity hashes on script tags: the static public pages keep a strict CSP without nonces.
  experimental: {
    sri: { algorithm: 'sha256' },
    // The stylesheet (Tailwind, about 8 KB gzip) in a <style> tag: the first paint no longer
    // waits for a second request (docs/decisions.md, load performance).
    inlineCss: true,
    // Shared files may be 10 MB (lib/files/rules.ts); the upload's form envelope adds a little.
    // The proxy buffers request bodies up to its own limit, so both must allow it.
    serverActions: { bodySizeLimit: '11mb' },
    proxyClientMaxBodySize: '11mb',
  },
  // The proxy reads the static pages' inline-script hashes written after the build.
  outputFileTracingIncludes: { '/*': ['./.next/static-csp.json'] },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders({ https }) }, ...robotsHeaderRules(process.env.VERCEL_ENV)];
  },
};

export default nextConfig;
