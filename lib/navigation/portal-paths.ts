// The portal's pages are reached at their public paths (`portal.<host>/admin/clients`, the
// paths every link uses), and the proxy rewrites each to the route that renders it, under
// app/(portal)/portal (`/portal/admin/clients`). Code that names the route rather than the
// page, such as the proxy's rewrite and revalidatePath, maps the public path here, so the
// prefix is written once; an ESLint rule (eslint.config.mjs) refuses it anywhere else.

/** The folder under app/(portal) that holds the portal's routes. */
const PORTAL_ROUTE_PREFIX = '/portal';

/** The route path that renders the portal page at `path` (its public path, from `/`). */
export function portalRoute(path: string): string {
  if (!path.startsWith('/')) throw new Error(`A portal path starts with "/": ${path}`);
  return path === '/' ? PORTAL_ROUTE_PREFIX : `${PORTAL_ROUTE_PREFIX}${path}`;
}
