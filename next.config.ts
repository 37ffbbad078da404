import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { startupProblems } from './lib/config/startup-checks';
import { robotsHeaderRules, securityHeaders } from './lib/security/headers';

// On Vercel nothing runs `npm start`'s checks: the build itself refuses a production
// deployment without its public origin (lib/config/startup-checks.ts).
if (process.env.VERCEL && process.env.NODE_ENV === 'production') {
  const problems = startupProblems(
    { ...process.env, NODE_ENV: 'production' },
    {
      source: process.env,
      embedded: false,
      staticCspPresent: true,
    },
  );
  if (problems.length) throw new Error(`Refusing to build for production:\n${problems.join('\n')}`);
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The pages regenerated with what is published (home, about, services: revalidate 20 s) are
  // never served older than this: past it a copy is rendered anew before it is sent. Their
  // Cache-Control (s-maxage=20, stale-while-revalidate=20) lets a cache in front keep a copy
  // 20 s more, so a withdrawal leaves every page within a minute (docs/decisions/0071).
  expireTime: 40,
  reactStrictMode: true,
  // pdfkit reads its built-in fonts' metrics from its own folder at run time (no remote fonts).
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-socket', 'pdfkit'],
  // Integrity hashes on script tags: the static public pages keep a strict CSP without nonces.
  experimental: {
    sri: { algorithm: 'sha256' },
    // No inlineCss: it sent the stylesheet twice in every page (the <style> tag and the RSC
    // payload) and never let a browser cache it (docs/decisions/0035-stylesheet-as-a-cached-file.md).
    // Shared files may be 10 MB (lib/files/rules.ts); the upload's form envelope adds a little.
    // The proxy buffers request bodies up to its own limit, so both must allow it.
    serverActions: { bodySizeLimit: '11mb' },
    proxyClientMaxBodySize: '11mb',
  },
  // The proxy reads the static pages' inline-script hashes the build adapter writes.
  // The readiness check compares the applied migrations with the files (lib/health/this-server.ts).
  outputFileTracingIncludes: { '/*': ['./.next/static-csp.json'], '/api/ready': ['./supabase/migrations/*.sql'] },
  async headers() {
    // HSTS is not decided here, at build: the proxy adds it from the configuration the server
    // starts with (lib/security/runtime-headers.ts).
    return [
      { source: '/:path*', headers: securityHeaders({ https: false }) },
      ...robotsHeaderRules(process.env.VERCEL_ENV),
    ];
  },
};

// The build adapter hashes the prerendered pages' inline scripts for the static CSP
// (scripts/static-csp-adapter.ts). Only `next build` needs it; the servers load no adapter.
export default function config(phase: string): NextConfig {
  if (phase !== PHASE_PRODUCTION_BUILD) return nextConfig;
  return { ...nextConfig, adapterPath: path.resolve('scripts/static-csp-adapter.ts') };
}
