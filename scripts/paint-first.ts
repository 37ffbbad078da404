// After `next build` and the compile hints (whose integrity hashes it copies): every prerendered
// page loads its chunks after the first contentful paint (lib/performance/paint-first.ts).
// Runs before static-csp.ts, which hashes the loader with the other inline scripts.
import { readFileSync, writeFileSync } from 'node:fs';
import { deferChunkScripts } from '../lib/performance/paint-first';
import { prerenderedHtmlFiles } from './prerendered-pages';

let pages = 0;
for (const file of prerenderedHtmlFiles()) {
  const { html, chunks } = deferChunkScripts(readFileSync(file, 'utf8'));
  if (chunks.length === 0) continue;
  writeFileSync(file, html);
  pages++;
}
if (pages === 0)
  throw new Error('Paint first: no prerendered page loads chunks with <script async>; did Next.js change its output?');
console.log(`Paint first: ${pages} prerendered pages load their chunks after the first contentful paint`);
