import { SpeedInsights } from '@vercel/speed-insights/next';

/**
 * Field data (Core Web Vitals of real visits) for the public pages through Vercel Speed
 * Insights. Like Analytics it exists only on Vercel deployments, where the script and its
 * reports are same-origin (/_vercel/speed-insights/…), inside the CSP's 'self'. The portal
 * does not load it: signed-in screens are measured by the bench, not by visitors' browsers.
 */
export function SiteSpeedInsights() {
  return process.env.VERCEL ? <SpeedInsights /> : null;
}
