/** Written by the build adapter (scripts/static-csp-adapter.ts) as `next build` completes, read by the proxy. */
export const STATIC_CSP_FILE = '.next/static-csp.json';
