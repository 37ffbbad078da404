import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../../tests/support/chromium';

export type LighthouseResult = {
  url: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that lost points (id: score), so a score below 100 says why. */
  failing: string[];
  /** Lighthouse's own error when the page could not be measured (e.g. NO_FCP). */
  runtimeError?: string;
};

/** Lighthouse's default (mobile, simulated throttling) run of each URL in the system Chromium. */
export async function runLighthouse(urls: string[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
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
      const measure = () =>
        lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
      let run = await measure();
      // Headless Chromium now and then records a trace without its navigation start
      // (NO_NAVSTART); Lighthouse's advice is to run again.
      for (let attempt = 1; attempt < 3 && run?.lhr.runtimeError; attempt++) run = await measure();
      if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits, runtimeError } = run.lhr;
      const failing = Object.values(categories)
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => `${audit.id}: ${audit.score}`);
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      results.push({
        url,
        scores: {
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
        },
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
        cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
        failing: [...new Set(failing)],
        ...(runtimeError ? { runtimeError: `${runtimeError.code}: ${runtimeError.message}` } : {}),
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
