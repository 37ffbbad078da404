import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const kib = (bytes: number) => Math.round(bytes / 102.4) / 10;

export type ScriptFile = { src: string; rawBytes: number; gzipBytes: number };

/**
 * The scripts a page's HTML makes a modern browser load at once: every `<script src>` under
 * /_next/static (the noModule polyfills only old browsers fetch are left out), in page order,
 * with their size as built and gzipped at level 9. Chunks loaded later on demand (import())
 * are not in the HTML and not counted. This reads the build; it never changes it.
 */
export function pageScripts(html: string): ScriptFile[] {
  const tags = [...html.matchAll(/<script[^>]+>/g)].map((m) => m[0]).filter((tag) => !/\bnomodule\b/i.test(tag));
  const sources = [
    ...new Set(tags.map((tag) => /src="(\/_next\/static\/[^"]+\.js)"/.exec(tag)?.[1]).filter((s): s is string => !!s)),
  ];
  return sources.map((src) => {
    const file = readFileSync(path.resolve('.next', src.replace('/_next/', '')));
    return { src, rawBytes: file.length, gzipBytes: gzipSync(file, { level: 9 }).length };
  });
}

/** The inline scripts (the RSC payload React hydrates from, and Next.js's bootstrap), raw and gzip. */
function inlineScriptBytes(html: string): { raw: number; gzip: number } {
  const bodies = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const joined = Buffer.from(bodies.join(''));
  return { raw: joined.length, gzip: gzipSync(joined, { level: 9 }).length };
}

/**
 * First-load JavaScript of a page, in KiB: the script files (raw and gzip, counted one by one
 * as the browser fetches them) and the inline payload React hydrates from.
 */
export function firstLoadJs(html: string): {
  rawKiB: number;
  gzipKiB: number;
  files: number;
  inlineKiB: number;
  inlineGzipKiB: number;
} {
  const scripts = pageScripts(html);
  const inline = inlineScriptBytes(html);
  return {
    rawKiB: kib(scripts.reduce((sum, s) => sum + s.rawBytes, 0)),
    gzipKiB: kib(scripts.reduce((sum, s) => sum + s.gzipBytes, 0)),
    files: scripts.length,
    inlineKiB: kib(inline.raw),
    inlineGzipKiB: kib(inline.gzip),
  };
}

export { kib };
