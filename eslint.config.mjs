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
          // the history and the server's logs (docs/decisions/0022-forms-post-before-hydration.md).
          selector:
            "JSXOpeningElement[name.name='form']:has(JSXAttribute[name.name='onSubmit']):not(:has(JSXAttribute[name.name=/^(action|method)$/]))",
          message:
            'A <form> handled in onSubmit needs method="post" or a server action, so a submit before hydration never puts its fields in the URL.',
        },
      ],
    },
  },
];

export default config;
