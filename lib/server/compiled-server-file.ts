/**
 * The production launcher compiled to plain JavaScript after `next build`
 * (scripts/build-server.ts), relative to the project root; `npm start` runs it without a
 * TypeScript loader (scripts/serve.ts).
 */
export const COMPILED_SERVER_FILE = '.next/next-server.mjs';
