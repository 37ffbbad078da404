import { Analytics } from '@vercel/analytics/next';

/**
 * Page views on every route change through Vercel Analytics. Its script exists
 * only on Vercel deployments, so elsewhere nothing is loaded (no failing request).
 */
export function SiteAnalytics() {
  return process.env.VERCEL ? <Analytics /> : null;
}
