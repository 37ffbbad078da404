import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Rewritten hosts (portal., app.) must not be redirected by trailing-slash rules.
  skipTrailingSlashRedirect: false,
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-socket'],
};

export default nextConfig;
