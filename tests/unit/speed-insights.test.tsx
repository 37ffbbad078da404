// @vitest-environment jsdom
// Speed Insights on the public pages (components/site-speed-insights.tsx): only on Vercel,
// from the same origin, so the public pages' CSP ('self') lets it load and report.
import { cleanup, render, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteSpeedInsights } from '@/components/site-speed-insights';
import { contentSecurityPolicy } from '@/lib/security/headers';

// The route Next.js would give a page (here /about, a static page without params), through the
// public hooks Speed Insights reads.
vi.mock('next/navigation.js', () => ({
  usePathname: () => '/about',
  useParams: () => ({}),
  useSearchParams: () => new URLSearchParams(),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  document.head.innerHTML = '';
});

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))!
    .split(' ')
    .slice(1);

describe('Speed Insights', () => {
  it('is not loaded outside Vercel', () => {
    vi.stubEnv('VERCEL', '');
    render(<SiteSpeedInsights />);
    expect(document.querySelector('script[src*="speed-insights"]')).toBeNull();
  });

  it('on Vercel loads its same-origin script, which the public pages’ CSP allows', async () => {
    vi.stubEnv('VERCEL', '1');
    vi.stubEnv('NODE_ENV', 'production');
    render(<SiteSpeedInsights />);
    await waitFor(() => expect(document.querySelector('script[src*="speed-insights"]')).not.toBeNull());
    const src = document.querySelector('script[src*="speed-insights"]')!.getAttribute('src')!;
    expect(src).toBe('/_vercel/speed-insights/script.js');
    const csp = contentSecurityPolicy({ scriptHashes: ['sha256-abc'] });
    expect(directive(csp, 'script-src')).toContain("'self'");
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
  });

  // The portal's side is an ESLint rule: nothing under app/(portal) may import Speed Insights.
  it('is on the public pages', () => {
    expect(readFileSync('app/(marketing)/layout.tsx', 'utf8')).toContain('<SiteSpeedInsights />');
  });
});
