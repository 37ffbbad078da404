// After `next build`: marks the chunks that pages run at load (React and the Next.js runtime on
// every page, plus the chunks the prerendered public pages load with a script tag) with V8's
// explicit compile hint. Chrome then compiles them whole on a background thread while they
// download, instead of compiling each function lazily on the main thread during hydration,
// which was the longest task on a public page (docs/decisions.md).
// The files' bytes change, so their integrity hashes are rewritten wherever the build put them.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COMPILE_HINT } from '../lib/performance/compile-hint';
import { prerenderedHtmlFiles } from './prerendered-pages';

const NEXT_DIR = path.resolve('.next');
// Classic scripts only: the nomodule polyfills never run in a browser that reads the hint.
const LOADED_CHUNK = /<script(?![^>]*\bnoModule)[^>]*\bsrc="\/_next\/(static\/chunks\/[^"?]+\.js)"/g;
// Where the build writes integrity values: manifests, prerendered HTML and RSC payloads.
const HASH_CARRIERS = /\.(html|rsc|json|js|meta|body)$/;

const sri = (bytes: string) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'cache' || full === path.join(NEXT_DIR, 'static') ? [] : filesUnder(full);
    return HASH_CARRIERS.test(entry.name) ? [full] : [];
  });
}

const { rootMainFiles } = JSON.parse(readFileSync(path.join(NEXT_DIR, 'build-manifest.json'), 'utf8')) as {
  rootMainFiles?: string[];
};
if (!rootMainFiles?.length) throw new Error('Compile hints: .next/build-manifest.json lists no rootMainFiles');

const loadedByPrerenderedPages = prerenderedHtmlFiles().flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(LOADED_CHUNK)].map((m) => m[1]),
);

const renamedHashes = new Map<string, string>();
for (const file of new Set([...rootMainFiles, ...loadedByPrerenderedPages])) {
  const full = path.join(NEXT_DIR, file);
  const source = readFileSync(full, 'utf8');
  if (source.startsWith(COMPILE_HINT)) continue;
  const hinted = COMPILE_HINT + source;
  writeFileSync(full, hinted);
  renamedHashes.set(sri(source), sri(hinted));
}

let rewritten = 0;
if (renamedHashes.size > 0) {
  for (const file of filesUnder(NEXT_DIR)) {
    const text = readFileSync(file, 'utf8');
    let next = text;
    for (const [before, after] of renamedHashes) next = next.replaceAll(before, after);
    if (next !== text) {
      writeFileSync(file, next);
      rewritten++;
    }
  }
}
console.log(
  `Compile hints: ${renamedHashes.size} load-time chunks marked, integrity updated in ${rewritten} build files`,
);
