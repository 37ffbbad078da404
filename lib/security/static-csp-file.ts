/** Written by scripts/static-csp.ts after the build, read by the proxy. */
export const STATIC_CSP_FILE = '.next/static-csp.json';
