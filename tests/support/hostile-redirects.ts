// `next` values an attacker would try to turn the sign-in redirect into an open redirect,
// as the page and the action receive them, i.e. after the query string
// has been decoded once. Each must end on this site or fall back.
export const hostileNextValues: string[] = [
  '//evil.com',
  '///evil.com',
  '////evil.com',
  '/\\evil.com',
  '\\/evil.com',
  '\\\\evil.com',
  '/.//evil.com',
  '/..//evil.com',
  '/a/..//evil.com',
  '/a/b/../..//evil.com',
  '/./\\evil.com',
  '/.\\/evil.com',
  '/%2e//evil.com',
  '/%2E%2E//evil.com',
  '/.%2e//evil.com',
  '/a/%2e%2e//evil.com',
  '/%2F/evil.com',
  '/%5Cevil.com',
  '/%5C%5Cevil.com',
  'https://evil.com',
  'http:evil.com',
  'http:/evil.com',
  'HTTPS://evil.com/dashboard',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '\t//evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  ' //evil.com',
  '/\u0000/evil.com',
  '//evil.com/%2e%2e',
  '//%65vil.com',
  '//evil\u3002com',
  '/\u3002\u3002//evil.com',
  '/\uff0e\uff0e//evil.com',
  '/\uff0f/evil.com',
  '//evil.com@portal.localhost',
  'evil.com',
  '@evil.com',
  '/ /evil.com',
  `/${'a'.repeat(3000)}`,
];

/** True when `target` (a Location value) stays on `origin` with a single leading slash. */
export function staysOnSite(target: string, origin = 'https://portal.site.test'): boolean {
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return false;
  try {
    return new URL(target, origin).origin === origin;
  } catch {
    return false;
  }
}
