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
// It fails the build when it finds no prerendered home page: a hash file that names no page
// would give every public page a nonce policy its HTML cannot meet.
//
// Loaded by Node itself (type stripping), not by a bundler: imports name their files.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NextAdapter } from 'next';
import { STATIC_CSP_FILE } from '../lib/security/static-csp-file.ts';

type BuildComplete = Parameters<NonNullable<NextAdapter['onBuildComplete']>>[0];

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/** The distinct `sha256-…` sources of a page's inline scripts (JSON data blocks excluded). */
export function inlineScriptHashes(html: string): string[] {
  const found = [...html.matchAll(INLINE_SCRIPT)].map(
    (m) => `sha256-${createHash('sha256').update(m[1]).digest('base64')}`,
  );
  return [...new Set(found)];
}

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
    if (!Object.hasOwn(hashes, '/')) {
      throw new Error('Static CSP: the build reported no prerendered home page; is this a complete build?');
    }
    writeFileSync(path.join(context.projectDir, STATIC_CSP_FILE), JSON.stringify(hashes));
    console.log(
      `Static CSP: inline script hashes for ${Object.keys(hashes).length} prerendered pages → ${STATIC_CSP_FILE}`,
    );
    const platform = await platformAdapter();
    await platform?.onBuildComplete?.(context);
  },
};

export default adapter;
