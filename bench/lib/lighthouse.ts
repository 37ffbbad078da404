import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumPath } from '../../tests/support/chromium';

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export type LighthouseResult = {
  url: string;
  /** The median run's scores (Lighthouse's own pick: the run nearest the median FCP and TTI). */
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  /** Performance score of every run, so the spread on this machine is visible. */
  performanceRuns: number[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that lost points in the median run (id: score), so a score below 100 says why. */
  failing: string[];
  /** Runs Lighthouse could not record (its runtime error) and that were run again. */
  repeatedRuns: string[];
  /** Lighthouse's own error when the page could not be measured (e.g. NO_FCP). */
  runtimeError?: string;
};

/** Runs per page: one Lighthouse run varies by several points; Lighthouse advises the median of five. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** Now and then a trace comes back unusable (NO_NAVSTART); such a run is repeated, within reason. */
const MAX_ATTEMPTS = RUNS * 2;

const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

function summarize(url: string, runs: Lhr[]): LighthouseResult {
  const valid = runs.filter((r) => !r.runtimeError);
  const median: Lhr = valid.length > 0 ? (computeMedianRun(valid) as Lhr) : runs[runs.length - 1];
  const { categories, audits, runtimeError } = median;
  const failing = Object.values(categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id}: ${audit.score}`);
  return {
    url,
    scores: {
      performance: score(median, 'performance'),
      accessibility: score(median, 'accessibility'),
      bestPractices: score(median, 'best-practices'),
      seo: score(median, 'seo'),
    },
    performanceRuns: valid.map((r) => score(r, 'performance')),
    repeatedRuns: runs.filter((r) => r.runtimeError).map((r) => r.runtimeError!.code),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    failing: [...new Set(failing)],
    ...(runtimeError ? { runtimeError: `${runtimeError.code}: ${runtimeError.message}` } : {}),
  };
}

/**
 * Lighthouse's default (mobile, simulated throttling) runs of each URL in the system Chromium.
 * `extraHeaders` go with every request of a run (a signed-in page: the session and theme cookies).
 */
export async function runLighthouse(
  urls: string[],
  { extraHeaders }: { extraHeaders?: Record<string, string> } = {},
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const url of urls) {
      const runs: Lhr[] = [];
      for (let attempt = 0; attempt < MAX_ATTEMPTS && runs.filter((r) => !r.runtimeError).length < RUNS; attempt++) {
        const run = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          ...(extraHeaders ? { extraHeaders } : {}),
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
        runs.push(run.lhr);
      }
      results.push(summarize(url, runs));
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
