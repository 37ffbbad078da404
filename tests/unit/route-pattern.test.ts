import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { isDynamicRoute, matchesDynamicRoute, routeOf } from '@/lib/security/route-pattern';

// The proxy and npm start's server find a case study's route among the build's routes.
describe('route patterns', () => {
  it('tells a dynamic route from a plain one', () => {
    expect(isDynamicRoute('/case-studies/[slug]')).toBe(true);
    expect(isDynamicRoute('/case-studies')).toBe(false);
    expect(isDynamicRoute('/')).toBe(false);
  });

  it('matches one segment per parameter, never a file beside the page', () => {
    expect(matchesDynamicRoute('/case-studies/[slug]', '/case-studies/a-b')).toBe(true);
    expect(matchesDynamicRoute('/case-studies/[slug]', '/case-studies')).toBe(false);
    expect(matchesDynamicRoute('/case-studies/[slug]', '/case-studies/a/opengraph.png')).toBe(false);
    expect(matchesDynamicRoute('/case-studies/[slug]', '/case-studies/opengraph.png')).toBe(false);
    expect(matchesDynamicRoute('/case-studies/[slug]', '/case-study/a')).toBe(false);
  });

  it('prefers the listed route itself to a dynamic one', () => {
    const routes = ['/', '/case-studies', '/case-studies/[slug]'];
    expect(routeOf(routes, '/case-studies')).toBe('/case-studies');
    expect(routeOf(routes, '/case-studies/x')).toBe('/case-studies/[slug]');
    expect(routeOf(routes, '/about')).toBeUndefined();
    expect(routeOf(['/case-studies/[slug]', '/case-studies/featured'], '/case-studies/featured')).toBe(
      '/case-studies/featured',
    );
  });
});

describe('the case study pages’ folder, as revalidation names it', () => {
  it('is the folder of their pages, so a withdrawal reaches every case study', async () => {
    vi.mock('server-only', () => ({}));
    const { CASE_STUDY_PAGES_FOLDER } = await import('@/lib/showcase/revalidate');
    expect(existsSync(path.join('app', CASE_STUDY_PAGES_FOLDER, '[slug]', 'page.tsx'))).toBe(true);
    expect(existsSync(path.join('app', CASE_STUDY_PAGES_FOLDER, 'page.tsx'))).toBe(true);
  });
});
