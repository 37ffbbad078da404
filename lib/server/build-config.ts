// `npm start` runs Next.js with the configuration its build resolved, as Next.js's own
// standalone server does (issue 20, item 6). Without it, every start reads next.config.ts
// again, and a TypeScript config makes Next.js load its native SWC compiler to transpile it:
// about 28 MiB of the web server's memory for the whole life of the process, for a file the
// build already read. Using the build's copy also means the server cannot run with a config
// edited after the build (headers, redirects and the bundles already follow the build's).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The variable Next.js's generated standalone `server.js` sets to the build's resolved config
 * (`next build` with `output: 'standalone'`); Next.js's config loader then returns it as is
 * instead of loading next.config.*. A Next.js version that stops reading it falls back to
 * loading next.config.ts: the same behaviour, with the compiler's memory.
 */
export const BUILD_CONFIG_ENV = '__NEXT_PRIVATE_STANDALONE_CONFIG';

/** What `next build` writes beside the build: the resolved config among other things. */
export const REQUIRED_SERVER_FILES = 'required-server-files.json';

/**
 * The build's resolved Next.js config as the JSON text Next.js expects in
 * {@link BUILD_CONFIG_ENV}, or undefined when there is no build to read (Next.js itself then
 * reports the missing build). A build file without a config object is refused.
 */
export function buildConfigJson(distDir: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(distDir, REQUIRED_SERVER_FILES), 'utf8');
  } catch {
    return undefined;
  }
  const config: unknown = (JSON.parse(text) as { config?: unknown }).config;
  if (!config || typeof config !== 'object' || Array.isArray(config)) {
    throw new Error(`${path.join(distDir, REQUIRED_SERVER_FILES)} has no config: run \`npm run build\` again.`);
  }
  return JSON.stringify(config);
}
