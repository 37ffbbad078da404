import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** First-load JavaScript of a page: every script its HTML loads, raw and gzip, in KiB. */
export function firstLoadJs(html: string): { rawKiB: number; gzipKiB: number; files: number } {
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]))];
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const file = readFileSync(path.resolve('.next', src.replace('/_next/', '')));
    raw += file.length;
    gzip += gzipSync(file, { level: 9 }).length;
  }
  return { rawKiB: Math.round(raw / 102.4) / 10, gzipKiB: Math.round(gzip / 102.4) / 10, files: sources.length };
}
