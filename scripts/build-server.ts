// After `next build`: compiles the production launcher (scripts/next-server.ts and the few
// lib/ modules it imports) into one plain ES module, so `npm start` runs the Next.js server
// without a TypeScript loader in its process. The loader's module-hook thread and source maps
// cost about 40 MB of memory in the server (issue 20, item 6). Packages (next) stay imports.
import { build } from 'esbuild';
import { COMPILED_SERVER_FILE } from '../lib/server/compiled-server-file';

await build({
  entryPoints: ['scripts/next-server.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile: COMPILED_SERVER_FILE,
  logLevel: 'warning',
});
console.log(`Launcher compiled → ${COMPILED_SERVER_FILE}`);
