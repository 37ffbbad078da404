import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
  {
    files: ['**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // Before hydration (or when a script fails) the browser submits the form itself,
          // and a form with neither sends a GET: every field, passwords too, lands in the URL,
          // the history and the server's logs (docs/decisions.md, "Forms submitted before hydration").
          selector:
            "JSXOpeningElement[name.name='form']:has(JSXAttribute[name.name='onSubmit']):not(:has(JSXAttribute[name.name=/^(action|method)$/]))",
          message:
            'A <form> handled in onSubmit needs method="post" or a server action, so a submit before hydration never puts its fields in the URL.',
        },
      ],
    },
  },
];

// The portal's route folder (app/(portal)/portal) is an internal detail of the proxy's
// rewrite: pages are reached, linked and revalidated by their public paths, and only
// lib/navigation/portal-paths.ts (portalRoute, used by the proxy and revalidatePortal) maps
// one to the route. A '/portal…' literal anywhere else is either a link that 404s on the
// portal host or a revalidatePath that refreshes a page nobody asked for. lib/hosts.ts keeps
// its own '/portal': the public prefix of the portal on a shared (preview) host.
const PORTAL_ROUTE_MESSAGE =
  "Name portal pages by their public path ('/admin/clients'); for the internal route use portalRoute() or revalidatePortal() from lib/navigation.";
// A later config object replaces a rule's options for the files it matches rather than adding
// to them, so this one repeats the restrictions set above (the form rule) beside its own.
const restrictedAbove = config.flatMap((entry) => entry.rules?.['no-restricted-syntax']?.slice(1) ?? []);
config.push({
  files: ['lib/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
  ignores: ['lib/navigation/portal-paths.ts', 'lib/hosts.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...restrictedAbove,
      { selector: 'Literal[value=/^\\/portal(\\/|$)/]', message: PORTAL_ROUTE_MESSAGE },
      {
        selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/portal(\\/|$)/]',
        message: PORTAL_ROUTE_MESSAGE,
      },
    ],
  },
});

export default config;
