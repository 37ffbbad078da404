// A build's route names a dynamic page by its folder (`/case-studies/[slug]`). The build
// adapter writes such a route into the hash and regenerated-page files; the proxy and
// `npm start`'s server find the route of a requested path with this. No I/O.

/** A route with one or more `[param]` segments (never a catch-all: none is regenerated). */
export function isDynamicRoute(route: string): boolean {
  return /\/\[[^\]/.]+\](?=\/|$)/.test(route);
}

/**
 * Whether `pathname` (no trailing slash, no query) is an address of the dynamic `route`. A
 * segment with a dot names a file beside the page (`/case-studies/opengraph.png`, a route of
 * its own that Next.js prefers to the parameter), never a parameter's value here.
 */
export function matchesDynamicRoute(route: string, pathname: string): boolean {
  const routeSegments = route.split('/');
  const pathSegments = pathname.split('/');
  if (routeSegments.length !== pathSegments.length) return false;
  return routeSegments.every((segment, i) =>
    /^\[[^\]/.]+\]$/.test(segment)
      ? pathSegments[i].length > 0 && !pathSegments[i].includes('.')
      : segment === pathSegments[i],
  );
}

/** The route of `pathname` among `routes`: itself if listed, else the dynamic route it is an address of. */
export function routeOf(routes: Iterable<string>, pathname: string): string | undefined {
  let found: string | undefined;
  for (const route of routes) {
    if (route === pathname) return route;
    if (!found && isDynamicRoute(route) && matchesDynamicRoute(route, pathname)) found = route;
  }
  return found;
}
