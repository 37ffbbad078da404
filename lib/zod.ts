import { z } from 'zod';

// Zod compiles faster parsers with `new Function` when the page allows it, and probes for
// that on first use. The CSP has no 'unsafe-eval', so the probe alone logs a violation in the
// browser (and costs Lighthouse's best-practices points). Import z from here, never 'zod'.
z.config({ jitless: true });

export { z };
