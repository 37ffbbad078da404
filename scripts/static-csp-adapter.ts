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
import { REGENERATED_PAGES_FILE } from '../lib/server/regenerated-pages-file.ts';

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

/**
 * Route → revalidate seconds of the prerendered HTML pages Next.js regenerates. Their inline
 * scripts change with each regeneration, so the build's hashes fit only the first copy.
 */
export function regeneratedPages(outputs: BuildComplete['outputs']): Record<string, number> {
  const pages: Record<string, number> = {};
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
    const regenerated = regeneratedPages(context.outputs);
    writeFileSync(path.join(context.projectDir, REGENERATED_PAGES_FILE), JSON.stringify(regenerated));
    console.log(
      `Static CSP: ${Object.keys(regenerated).join(', ') || 'no page'} regenerated, CSP fitted as served → ${REGENERATED_PAGES_FILE}`,
    );
    const platform = await platformAdapter();
    await platform?.onBuildComplete?.(context);
  },
};

export default adapter;
