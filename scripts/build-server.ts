// After `next build`: compiles the production launcher (scripts/next-server.ts) and the
// supervisor (scripts/serve.ts), with the few lib/ modules they import, into plain ES
// modules, so `npm start` runs without a TypeScript loader in any process. The loader's
// module-hook thread and source maps cost about 40 MB of memory per process, and tsx starts an
// esbuild service process beside the supervisor. Packages stay imports.
import { build } from 'esbuild';
import { COMPILED_SERVER_FILE, COMPILED_SUPERVISOR_FILE } from '../lib/server/compiled-server-file';

for (const [entry, outfile] of [
  ['scripts/next-server.ts', COMPILED_SERVER_FILE],
  ['scripts/serve.ts', COMPILED_SUPERVISOR_FILE],
]) {
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  console.log(`Compiled ${entry} → ${outfile}`);
}
