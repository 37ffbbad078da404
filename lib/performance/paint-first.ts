/**
 * Paint first, then hydrate: the prerendered public pages start downloading their JavaScript
 * once the browser reports the first contentful paint, so the framework never competes with
 * the text a visitor came to read (docs/decisions.md, "Load performance of the public pages").
 * scripts/paint-first.ts applies this to the build's prerendered HTML.
 */

/** A chunk Next.js would have loaded with `<script async>`: its URL and SRI hash. */
export type DeferredChunk = readonly [src: string, integrity: string | null];

// If no paint is reported (the tab went to the background before painting), hydrate anyway.
const FALLBACK_MS = 3000;

/**
 * The inline script that replaces the chunks' script tags. Without paint timing, or when the
 * page is hidden (a background tab, a prerender) there is no paint to protect, so it loads at
 * once. Kept as ES5 text rather than a serialized function so no build tool can rewrite it.
 */
export function paintFirstLoader(chunks: readonly DeferredChunk[]): string {
  return (
    `(function(c){var d=0;function l(){if(d)return;d=1;c.forEach(function(x){` +
    `var s=document.createElement("script");s.src=x[0];s.async=true;if(x[1])s.integrity=x[1];` +
    `document.head.appendChild(s)})}` +
    `var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
    `if(document.visibilityState==="hidden"||t.indexOf("paint")<0)return l();` +
    `new PerformanceObserver(function(e,o){if(e.getEntriesByName("first-contentful-paint").length){o.disconnect();l()}})` +
    `.observe({type:"paint",buffered:true});setTimeout(l,${FALLBACK_MS})})(${JSON.stringify(chunks)})`
  );
}

const LOADER_CHUNKS = /\}\)\((\[\[[^<]*\]\])\)<\/script>/;

/** The chunks a rewritten page's loader adds, for measuring what the page loads. */
export function deferredChunkSources(html: string): string[] {
  const list = LOADER_CHUNKS.exec(html)?.[1];
  return list ? (JSON.parse(list) as DeferredChunk[]).map(([src]) => src) : [];
}

const SCRIPT_TAG = /<script\b([^>]*)><\/script>/g;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")([^>]*)\/?>/g;
const attribute = (attrs: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];
const isChunk = (src: string | undefined): src is string => !!src?.startsWith('/_next/static/chunks/');

/**
 * Rewrites one prerendered page: its async chunk scripts (and the build's preloads of them)
 * become one loader at the place of the first. Inline scripts carry the RSC payload and stay;
 * the `nomodule` polyfills never run in a browser this targets and stay as they are.
 * Returns the page unchanged when it has no such scripts, so running twice is harmless.
 */
export function deferChunkScripts(html: string): { html: string; chunks: DeferredChunk[] } {
  const chunks: DeferredChunk[] = [];
  const marker = '\u0000paint-first\u0000';
  let rewritten = html.replace(SCRIPT_TAG, (tag, attrs: string) => {
    const src = attribute(attrs, 'src');
    if (!isChunk(src) || !/\basync\b/.test(attrs) || /\bnoModule\b/i.test(attrs)) return tag;
    chunks.push([src, attribute(attrs, 'integrity') ?? null]);
    return chunks.length === 1 ? marker : '';
  });
  if (chunks.length === 0) return { html, chunks };
  rewritten = rewritten.replace(SCRIPT_PRELOAD, (tag, attrs: string) => (isChunk(attribute(attrs, 'href')) ? '' : tag));
  return { html: rewritten.replace(marker, `<script>${paintFirstLoader(chunks)}</script>`), chunks };
}
