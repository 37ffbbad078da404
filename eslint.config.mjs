import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import project from './eslint-rules/index.mjs';

const SOURCE = ['**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}'];

// no-restricted-syntax and no-restricted-imports take one list per file: a later block's list
// replaces an earlier one's. So the restrictions that hold everywhere are named here, and a
// block that adds restrictions for some files repeats them.

/**
 * Before hydration (or when a script fails) the browser submits the form itself, and a form
 * with neither sends a GET: every field, passwords too, lands in the URL, the history and the
 * server's logs (docs/decisions/0022-forms-post-before-hydration.md).
 */
const formPostsBeforeHydration = {
  selector:
    "JSXOpeningElement[name.name='form']:has(JSXAttribute[name.name='onSubmit']):not(:has(JSXAttribute[name.name=/^(action|method)$/]))",
  message:
    'A <form> handled in onSubmit needs method="post" or a server action, so a submit before hydration never puts its fields in the URL.',
};

/* eslint-disable no-restricted-syntax -- these lines name what the rule forbids */
const NEXT_PRIVATE_MESSAGE =
  '__NEXT_PRIVATE_… variables are Next.js internals: undocumented, unchecked by its configuration, and free to change or disappear in any release. Use a documented Next.js option instead.';
/** As a name (`process.env.__NEXT_PRIVATE_X`), a string or a template. */
const nextPrivateVariables = [
  { selector: 'Identifier[name=/__NEXT_PRIVATE/]', message: NEXT_PRIVATE_MESSAGE },
  { selector: 'Literal[value=/__NEXT_PRIVATE/]', message: NEXT_PRIVATE_MESSAGE },
  { selector: 'TemplateElement[value.raw=/__NEXT_PRIVATE/]', message: NEXT_PRIVATE_MESSAGE },
];
/* eslint-enable no-restricted-syntax */

const NEXT_DIST_MESSAGE =
  "next/dist/… is Next.js's internal build output, not its API: those modules are undocumented and move or change in any release. Use what next, next/server, next/navigation and the other documented entry points export.";
/** Static imports and re-exports, type-only ones too. */
const nextInternalImports = { regex: '^next/dist(/|$)', message: NEXT_DIST_MESSAGE };
/** require(), require.resolve(), import() and test mocks that name such a module. */
const nextInternalModulesLoaded = {
  selector: ':matches(CallExpression, ImportExpression) > Literal[value=/^next\\/dist(\\/|$)/]',
  message: NEXT_DIST_MESSAGE,
};

// The portal's route folder (app/(portal)/portal) is an internal detail of the proxy's
// rewrite: pages are reached, linked and revalidated by their public paths, and only
// lib/navigation/portal-paths.ts (portalRoute, used by the proxy and revalidatePortal) maps
// one to the route. A '/portal…' literal anywhere else is either a link that 404s on the
// portal host or a revalidatePath that refreshes a page nobody asked for. lib/hosts.ts keeps
// its own '/portal': the public prefix of the portal on a shared (preview) host.
const PORTAL_ROUTE_MESSAGE =
  "Name portal pages by their public path ('/admin/clients'); for the internal route use portalRoute() or revalidatePortal() from lib/navigation.";
const portalRouteLiterals = [
  { selector: 'Literal[value=/^\\/portal(\\/|$)/]', message: PORTAL_ROUTE_MESSAGE },
  {
    selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/portal(\\/|$)/]',
    message: PORTAL_ROUTE_MESSAGE,
  },
];

const everywhereSyntax = [formPostsBeforeHydration, ...nextPrivateVariables, nextInternalModulesLoaded];

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
  {
    files: SOURCE,
    rules: { 'no-restricted-syntax': ['error', ...everywhereSyntax] },
  },
  {
    files: SOURCE,
    rules: { 'no-restricted-imports': ['error', { patterns: [nextInternalImports] }] },
  },
  {
    files: SOURCE,
    plugins: { project },
    ignores: [
      // Tests that stand in for the browser, where no public API does it: jsdom has no
      // Element.scrollIntoView (no layout), so the combobox test defines it as a mock…
      'tests/unit/combobox.test.tsx',
      // …and the guide's browser test wraps it inside the page, in the browser's own
      // process, to record the scroll behaviour the page asks for.
      'tests/e2e/education-helpers.ts',
    ],
    rules: { 'project/no-monkey-patch': 'error' },
  },
  {
    files: SOURCE,
    plugins: { project },
    rules: { 'project/comments-stand-alone': 'error' },
  },
  {
    files: ['lib/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    ignores: ['lib/navigation/portal-paths.ts', 'lib/hosts.ts'],
    rules: { 'no-restricted-syntax': ['error', ...everywhereSyntax, ...portalRouteLiterals] },
  },
  {
    // The client router renders a layout once and reuses it for every page below it, so a
    // layout must not redirect by which page was asked for, as requireRole does (its
    // two-factor rule depends on the path). Layouts call requireSignedInForLayout; pages
    // call requireRole.
    files: ['app/**/layout.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...everywhereSyntax,
        ...portalRouteLiterals,
        ...['callee.name', 'callee.property.name'].map((callee) => ({
          selector: `CallExpression[${callee}='requireRole']`,
          message:
            'A layout must not call requireRole: the client router reuses a layout across pages, so a redirect that depends on the page would follow the reader to the wrong one. Use requireSignedInForLayout here and requireRole in the page.',
        })),
      ],
    },
  },
  {
    // A loading boundary streams the page into a hidden element that only a script reveals:
    // with JavaScript off the page would never show, and its status line (404, 503) would be
    // sent before the page knows it (docs/decisions/0072-signed-in-pages-sent-whole.md).
    files: ['app/(portal)/**/loading.{ts,tsx,js,jsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message:
            'No loading.tsx in the portal: signed-in pages are sent whole so they work without JavaScript and answer real 404s and 503s. The navigation links show a spinner while a page is on its way.',
        },
      ],
    },
  },
  {
    files: ['app/(portal)/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            nextInternalImports,
            {
              group: ['@vercel/speed-insights', '@vercel/speed-insights/*', '@/components/site-speed-insights'],
              message:
                "Speed Insights runs on the public pages only: the portal's signed-in screens are measured by the bench, not by visitors' browsers.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['{app,components,lib,content}/**/*.{ts,tsx}'],
    ignores: ['lib/zod-csp.ts'],
    plugins: { project },
    rules: { 'project/zod-csp-first': ['error', { setup: '@/lib/zod-csp' }] },
  },
  {
    files: ['components/{marketing,education,contact}/**/*.{ts,tsx}'],
    plugins: { project },
    rules: { 'project/public-client-loads-zod-on-demand': ['error', { root: import.meta.dirname }] },
  },
];

export default config;
