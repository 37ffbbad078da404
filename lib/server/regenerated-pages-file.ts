/**
 * Written by the build adapter (scripts/static-csp-adapter.ts): the prerendered pages Next.js
 * regenerates (a `revalidate` in seconds), route → seconds. `npm start`'s server fits their
 * CSP to the page it actually sends (lib/server/csp-fitting-response.ts).
 */
export const REGENERATED_PAGES_FILE = '.next/regenerated-pages.json';
