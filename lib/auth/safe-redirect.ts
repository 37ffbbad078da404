/**
 * Accepts only a path on this site ("/admin/clients?x=1"); anything that could leave it
 * (//evil.com, /\evil.com, https://…, javascript:…) falls back.
 */
export function safeInternalPath(candidate: unknown, fallback = '/dashboard'): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\\]/.test(candidate)) return fallback;
  try {
    const base = 'http://internal.invalid';
    const url = new URL(candidate, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
