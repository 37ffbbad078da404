/**
 * Written by the build adapter (scripts/static-csp-adapter.ts): the prerendered pages Next.js
 * regenerates (a `revalidate` in seconds), route → seconds. `npm start`'s server fits their
 * CSP to the page it actually sends (lib/server/csp-fitting-response.ts).
 */
export const REGENERATED_PAGES_FILE = '.next/regenerated-pages.json';

/**
 * The dynamic routes whose pages are generated at their first request and then regenerated
 * like the others (`generateStaticParams` returns none at build, `dynamicParams` on): the
 * build has no copy to hash, so the adapter lists them in both files by their route, the
 * proxy gives them a policy allowing no inline script, and `npm start`'s server fits each
 * copy's (docs/decisions/0071). Named here, not guessed from the build's outputs, which do not
 * tell such a route from one with `dynamicParams = false`; the adapter checks the build has it.
 */
export const ON_DEMAND_REGENERATED_ROUTES: readonly string[] = ['/case-studies/[slug]'];

/**
 * Written by the build adapter: route → the prerendered HTML file `next build` wrote for it,
 * relative to the project. `npm run bench:js` reads the pages as built from there.
 */
export const PRERENDERED_HTML_FILE = '.next/prerendered-html.json';
