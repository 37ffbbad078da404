import { SUPERVISOR_V8_FLAGS } from './heap-settings';

/**
 * The production launcher compiled to plain JavaScript after `next build`
 * (scripts/build-server.ts), relative to the project root; `npm start` runs it without a
 * TypeScript loader (scripts/serve.ts).
 */
export const COMPILED_SERVER_FILE = '.next/next-server.mjs';

/**
 * The supervisor (scripts/serve.ts) compiled the same way: `npm start` runs it in plain Node,
 * so neither tsx's loader nor the esbuild service process it starts stay in memory beside the
 * embedded database.
 */
export const COMPILED_SUPERVISOR_FILE = '.next/serve.mjs';

/**
 * The arguments `npm run serve` gives `node` (package.json, checked by
 * tests/unit/heap-settings.test.ts): the supervisor's V8 flags, then the compiled
 * supervisor. The bench and the fault suite start the production server with the same.
 */
export const SUPERVISOR_START_ARGS: readonly string[] = [...SUPERVISOR_V8_FLAGS, COMPILED_SUPERVISOR_FILE, 'start'];
