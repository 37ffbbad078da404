import { configuredDeployment, type EnvSource } from '@/lib/links/canonical-origin';
import { securityHeaders } from './headers';

// The security headers as the running server's configuration decides them, not the build's:
// a build made without ROOT_DOMAIN and started with it must send HSTS (the start-up check
// promises it). next.config.ts keeps the headers that never depend on configuration, for
// the static files the proxy never sees.

/** Production on a public ROOT_DOMAIN, or a Vercel preview: served over HTTPS only. */
export function servesHttps(source: EnvSource = process.env): boolean {
  return source.NODE_ENV === 'production' && configuredDeployment(source).protocol === 'https:';
}

let decided: { key: string; value: string }[] | undefined;

/** Sets the security headers (HSTS included when the deployment is HTTPS) on a proxy answer. */
export function withSecurityHeaders<R extends Response>(response: R): R {
  decided ??= securityHeaders({ https: servesHttps() });
  for (const { key, value } of decided) response.headers.set(key, value);
  return response;
}
