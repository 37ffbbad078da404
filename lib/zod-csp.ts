import { config } from 'zod/v4/core';

// Zod compiles faster parsers with `new Function` when the page allows it, and probes for
// that when a schema is built. The CSP has no 'unsafe-eval', so the probe alone logs a
// violation in the browser (and costs Lighthouse's best-practices points). Every module that
// imports zod imports this first (the ESLint rule eslint-rules/zod-csp-first.mjs checks it).
// A side-effect import, not a wrapper that re-exports z: re-exporting defeats tree shaking
// and adds every zod locale (about 60 KB gzip) to each page with a form.
config({ jitless: true });
