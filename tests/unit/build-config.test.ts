import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildConfigJson, REQUIRED_SERVER_FILES } from '@/lib/server/build-config';

describe("the build's resolved config for npm start", () => {
  const dirs: string[] = [];
  const distDir = (files: Record<string, string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'build-config-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is the config object the build wrote, as JSON', () => {
    const config = { poweredByHeader: false, experimental: { serverActions: { bodySizeLimit: '11mb' } } };
    const dir = distDir({ [REQUIRED_SERVER_FILES]: JSON.stringify({ version: 1, config, files: [] }) });
    expect(JSON.parse(buildConfigJson(dir)!)).toEqual(config);
  });

  it('is undefined without a build, so Next.js reports the missing build itself', () => {
    expect(buildConfigJson(distDir({}))).toBeUndefined();
  });

  it.each([
    ['no config', JSON.stringify({ version: 1 })],
    ['a config that is not an object', JSON.stringify({ config: 'x' })],
    ['a config that is a list', JSON.stringify({ config: [] })],
  ])('refuses a build file with %s', (_, text) => {
    expect(() => buildConfigJson(distDir({ [REQUIRED_SERVER_FILES]: text }))).toThrow(/npm run build/);
  });

  it('refuses a build file that is not JSON', () => {
    expect(() => buildConfigJson(distDir({ [REQUIRED_SERVER_FILES]: '{"config":' }))).toThrow();
  });
});
