import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * First-load JavaScript of a page: every script its HTML loads in a modern browser with a
 * tag, raw and gzip, in KiB (the noModule polyfills only old browsers fetch are left out).
 */
export function firstLoadJs(html: string): { rawKiB: number; gzipKiB: number; files: number } {
  const tags = [...html.matchAll(/<script[^>]+>/g)].map((m) => m[0]).filter((tag) => !/\bnomodule\b/i.test(tag));
  const sources = [
    ...new Set(tags.map((tag) => /src="(\/_next\/static\/[^"]+\.js)"/.exec(tag)?.[1]).filter((s): s is string => !!s)),
  ];
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const file = readFileSync(path.resolve('.next', src.replace('/_next/', '')));
    raw += file.length;
    gzip += gzipSync(file, { level: 9 }).length;
  }
  return { rawKiB: Math.round(raw / 102.4) / 10, gzipKiB: Math.round(gzip / 102.4) / 10, files: sources.length };
}
