const BASE = 'http://internal.invalid';

/** A path a browser could read as another host: "//host" or "/\host" (browsers treat \ as /). */
function leavesSite(path: string): boolean {
  return path.startsWith('//') || path.startsWith('/\\') || path.includes('\\');
}

/**
 * Accepts only a path on this site ("/admin/clients?x=1"); anything that could leave it
 * (//evil.com, /\evil.com, https://…, javascript:…) falls back. The check runs on the
 * normalised result as well as the input: "/.//evil.com" and "/%2e%2e//evil.com" become
 * "//evil.com" once the URL parser resolves the dots.
 */
export function safeInternalPath(candidate: unknown, fallback = '/dashboard'): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) return fallback;
  if (!candidate.startsWith('/') || leavesSite(candidate)) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  try {
    const url = new URL(candidate, BASE);
    if (url.origin !== BASE) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (!url.pathname.startsWith('/') || leavesSite(url.pathname)) return fallback;
    return path;
  } catch {
    return fallback;
  }
}
