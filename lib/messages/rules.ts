// Project conversations: pure rules shared by the form, the action and the thread.
import { httpLink } from '@/lib/links/safe-url';
import { MAX_FILE_BYTES } from '@/lib/files/rules';

export const MESSAGE_MAX = 5000;
export const MESSAGES_PER_PAGE = 20;
/** Files on one message; together they must fit the server's one request (lib/files/request-limit.ts). */
export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_TOTAL_BYTES = MAX_FILE_BYTES;
/** How often an open thread looks for news while the tab is visible. */
export const THREAD_POLL_MS = 20_000;

/** The id of a page's thread list (a page shows one project's thread): where new messages land. */
export const MESSAGE_LIST_ID = 'message-list';

export const MESSAGE_MESSAGES = {
  required: 'Please write a message',
  tooLong: 'Please keep your message under 5,000 characters',
  tooMany: `Please attach at most ${MAX_ATTACHMENTS} files to one message`,
  tooLargeTogether: 'The attached files may be at most 10 MB together',
  project: 'That project is not available',
  failed: 'Your message could not be sent. Please try again.',
} as const;

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Candidate links: an http(s) address up to the next space or angle bracket.
const URL_CANDIDATE = /https?:\/\/[^\s<>"']+/gi;
// Sentence punctuation after an address belongs to the sentence, not the address.
const TRAILING = /[.,;:!?)\]}]+$/;

/**
 * A message's plain text split into text and links: only http and https addresses become
 * links (httpLink decides, as for every URL from user data); everything else stays text,
 * which React escapes. No HTML is ever taken from a message.
 */
export function linkify(body: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_CANDIDATE)) {
    const start = match.index ?? 0;
    const raw = match[0].replace(TRAILING, '');
    const link = httpLink(raw);
    if (!link) continue;
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    parts.push({ kind: 'link', text: raw, href: link.href });
    last = start + raw.length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}

/** The first rule a set of attachments breaks together (each file is checked by lib/files). */
export function attachmentsProblem(files: { size: number }[]): string | null {
  if (files.length > MAX_ATTACHMENTS) return MESSAGE_MESSAGES.tooMany;
  if (files.reduce((sum, file) => sum + file.size, 0) > MAX_ATTACHMENT_TOTAL_BYTES)
    return MESSAGE_MESSAGES.tooLargeTogether;
  return null;
}
