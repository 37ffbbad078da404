// Hashes the inline scripts of every prerendered page when `next build` completes, so the
// static public pages can have a strict Content-Security-Policy without per-request nonces
// (which would make them dynamic). The proxy reads the result (lib/security/static-csp.ts).
//
// A build adapter (next.config.ts `adapterPath`, set for the build only): Next.js hands
// `onBuildComplete` the list of prerendered outputs and the files it wrote for them, the
// documented way to the build's HTML (docs/decisions/0061-static-csp-from-the-build-adapter.md).
// A deployment platform that brings its own adapter names it in NEXT_ADAPTER_PATH, which this
// one's `adapterPath` takes the place of: its hooks are called from here, after ours.
//
// It fails the build when it finds no prerendered home page (on Vercel, where the home page is
// rendered per request, no prerendered contact page): a hash file that names no page would
// give every public page a nonce policy its HTML cannot meet.
//
// Loaded by Node itself (type stripping), not by a bundler: imports name their files.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NextAdapter } from 'next';
import { inlineScriptHashes } from '../lib/security/inline-script-hashes.ts';
import { STATIC_CSP_FILE } from '../lib/security/static-csp-file.ts';
import {
  ON_DEMAND_REGENERATED_ROUTES,
  PRERENDERED_HTML_FILE,
  REGENERATED_PAGES_FILE,
} from '../lib/server/regenerated-pages-file.ts';

type BuildComplete = Parameters<NonNullable<NextAdapter['onBuildComplete']>>[0];

export { inlineScriptHashes };

/** Route → hashes of every prerendered page whose build output is an HTML file. */
export function prerenderedPageHashes(outputs: BuildComplete['outputs']): Record<string, string[]> {
  const hashes: Record<string, string[]> = {};
  for (const prerender of outputs.prerenders) {
    const file = prerender.fallback?.filePath;
    if (!file?.endsWith('.html')) continue; // the RSC payload and data outputs carry no <script>
    const route = prerender.pathname === '/index' ? '/' : prerender.pathname;
    hashes[route] = inlineScriptHashes(readFileSync(file, 'utf8'));
  }
  return hashes;
}

/** Route → the HTML file the build wrote for each prerendered page, relative to `projectDir`. */
export function prerenderedHtmlFiles(outputs: BuildComplete['outputs'], projectDir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const prerender of outputs.prerenders) {
    const file = prerender.fallback?.filePath;
    if (!file?.endsWith('.html')) continue;
    files[prerender.pathname === '/index' ? '/' : prerender.pathname] = path.relative(projectDir, file);
  }
  return files;
}

/**
 * The dynamic routes generated on demand and regenerated (ON_DEMAND_REGENERATED_ROUTES), once
 * the build is seen to have them as prerenders; none on Vercel, where they are rendered per
 * request (docs/decisions/0071). A named route the build does not have fails the build: the
 * list would otherwise outlive a renamed folder silently.
 */
export function onDemandRegeneratedRoutes(outputs: BuildComplete['outputs']): string[] {
  if (process.env.VERCEL) return [];
  const built = new Set(outputs.prerenders.map((prerender) => prerender.pathname));
  const missing = ON_DEMAND_REGENERATED_ROUTES.filter((route) => !built.has(route));
  if (missing.length) {
    throw new Error(`Static CSP: the build reported no prerender for ${missing.join(', ')} (generated on demand)`);
  }
  return [...ON_DEMAND_REGENERATED_ROUTES];
}

/**
 * Route → revalidate seconds of the prerendered HTML pages Next.js regenerates (null for a
 * dynamic route generated on demand: its period is in the page). Their inline scripts change
 * with each regeneration, so the build's hashes fit only the first copy.
 */
export function regeneratedPages(
  outputs: BuildComplete['outputs'],
  onDemand: readonly string[] = [],
): Record<string, number | null> {
  const pages: Record<string, number | null> = {};
  for (const route of onDemand) pages[route] = null;
  for (const prerender of outputs.prerenders) {
    const revalidate = prerender.fallback?.initialRevalidate;
    if (!prerender.fallback?.filePath?.endsWith('.html') || typeof revalidate !== 'number') continue;
    pages[prerender.pathname === '/index' ? '/' : prerender.pathname] = revalidate;
  }
  return pages;
}

async function platformAdapter(): Promise<NextAdapter | undefined> {
  const platformPath = process.env.NEXT_ADAPTER_PATH;
  if (!platformPath) return undefined;
  const loaded = (await import(pathToFileURL(path.resolve(platformPath)).href)) as { default?: NextAdapter };
  return loaded.default ?? (loaded as NextAdapter);
}

const adapter: NextAdapter = {
  name: 'static-csp',
  async modifyConfig(config, context) {
    const platform = await platformAdapter();
    return platform?.modifyConfig ? platform.modifyConfig(config, context) : config;
  },
  async onBuildComplete(context) {
    const hashes = prerenderedPageHashes(context.outputs);
    const onDemand = onDemandRegeneratedRoutes(context.outputs);
    // No copy at build: no inline script is allowed until the server fits the policy to one.
    for (const route of onDemand) hashes[route] = [];
    // On Vercel the pages showing the published case studies are rendered per request
    // (docs/decisions/0071): the contact page stands for "the public pages were prerendered".
    const expected = process.env.VERCEL ? '/contact' : '/';
    if (!Object.hasOwn(hashes, expected)) {
      throw new Error(`Static CSP: the build reported no prerendered ${expected} page; is this a complete build?`);
    }
    writeFileSync(path.join(context.projectDir, STATIC_CSP_FILE), JSON.stringify(hashes));
    console.log(
      `Static CSP: inline script hashes for ${Object.keys(hashes).length} prerendered pages → ${STATIC_CSP_FILE}`,
    );
    const regenerated = regeneratedPages(context.outputs, onDemand);
    writeFileSync(path.join(context.projectDir, REGENERATED_PAGES_FILE), JSON.stringify(regenerated));
    console.log(
      `Static CSP: ${Object.keys(regenerated).join(', ') || 'no page'} regenerated, CSP fitted as served → ${REGENERATED_PAGES_FILE}`,
    );
    writeFileSync(
      path.join(context.projectDir, PRERENDERED_HTML_FILE),
      JSON.stringify(prerenderedHtmlFiles(context.outputs, context.projectDir)),
    );
    const platform = await platformAdapter();
    await platform?.onBuildComplete?.(context);
  },
};

export default adapter;
