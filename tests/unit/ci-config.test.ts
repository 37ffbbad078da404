// The GitHub Actions workflow runs what .ci/run runs (npm test, with PostgreSQL 15 for the
// database tests and Debian's Chromium for the browser tests); Dependabot watches npm and
// the workflow's actions.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Step = { run?: string; uses?: string };
type Job = {
  container: { image: string; options?: string };
  services: Record<string, { image: string; env?: Record<string, string> }>;
  env: Record<string, string | boolean>;
  steps: Step[];
};

const workflow = parse(readFileSync('.github/workflows/ci.yml', 'utf8')) as {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
};
const ciRun = readFileSync('.ci/run', 'utf8');
const job = Object.values(workflow.jobs)[0];
const runs = job.steps.map((s) => s.run ?? '').join('\n');

describe('.github/workflows/ci.yml', () => {
  it('runs on pushes to main and on pull requests', () => {
    expect(workflow.on).toHaveProperty('push');
    expect(workflow.on).toHaveProperty('pull_request');
  });

  it('runs the README’s test command, as .ci/run does', () => {
    expect(ciRun).toMatch(/^npm test$/m);
    expect(runs).toMatch(/^npm test$/m);
    expect(runs).toContain('npm install --no-audit --no-fund');
    expect(runs).not.toMatch(/npm ci\b/);
  });

  it('gives the database tests a PostgreSQL 15 server', () => {
    const [name, service] = Object.entries(job.services)[0];
    expect(service.image).toBe('postgres:15');
    expect(String(job.env.TEST_DATABASE_URL)).toBe(`postgres://postgres@${name}:5432/postgres`);
  });

  it('installs Chromium from Debian’s packages, never a downloaded browser', () => {
    expect(job.container.image).toMatch(/bookworm/);
    expect(runs).toMatch(/apt-get install[^\n]*\bchromium\b/);
    expect(runs).not.toContain('playwright install');
  });
});

describe('.github/dependabot.yml', () => {
  it('updates npm packages and GitHub Actions', () => {
    const config = parse(readFileSync('.github/dependabot.yml', 'utf8')) as {
      updates: { 'package-ecosystem': string }[];
    };
    expect(config.updates.map((u) => u['package-ecosystem']).sort()).toEqual(['github-actions', 'npm']);
  });
});
