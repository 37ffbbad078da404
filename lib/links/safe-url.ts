/**
 * A link for a URL that came from user data, or null when it must stay plain text: only
 * http and https become links (never javascript:, data: and the like). The label is the
 * URL without its scheme.
 */
export function httpLink(value: string | null | undefined): { href: string; label: string } | null {
  const raw = value?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return { href: url.href, label: raw.replace(/^https?:\/\//i, '').replace(/\/$/, '') };
}
