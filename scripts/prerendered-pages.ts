// The HTML `next build` prerendered, for the post-build step that hashes it (it never rewrites it).
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const PRERENDERED_DIR = path.resolve('.next/server/app');

export function prerenderedHtmlFiles(dir = PRERENDERED_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? prerenderedHtmlFiles(full) : entry.name.endsWith('.html') ? [full] : [];
  });
}
