// Addresses the app refuses before any page runs: PostgreSQL text
// cannot hold NUL, so a NUL byte anywhere in the URL (?q=a%00b, /mgmt-a%00b) is answered
// 400 with a plain message instead of reaching a query and the error page.

export const NUL_IN_URL_MESSAGE = 'This address contains a character that cannot be used (a NUL byte).';

export function urlHasNulByte(url: string): boolean {
  return /%00/.test(url) || url.includes('\u0000');
}

export const MALFORMED_URL_MESSAGE = 'This address is malformed (an invalid % escape).';

/** Whether every %-escape of the path decodes (the query is decoded leniently by Next.js). */
export function decodablePath(url: string): boolean {
  try {
    decodeURIComponent(url.split('?')[0]);
    return true;
  } catch {
    return false;
  }
}
