// The sidebar's two badges, read with the session check of every signed-in request
// (lib/auth/session-profile.ts) and asked again by the open page from one endpoint.

export type UnreadCounts = { notifications: number; messages: number };

/** The endpoint the open page asks (on focus and a short poll) for both counts at once. */
export const UNREAD_COUNTS_PATH = '/api/unread';

/** How often an open page asks while its tab is visible. */
export const UNREAD_POLL_MS = 20_000;

/** Sent when this tab has read messages, so the sidebar's badges count again at once. */
export const MESSAGES_READ_EVENT = 'portal:messages-read';

/** The endpoint's answer, or null when it is not two counts. */
export function parseUnreadCounts(value: unknown): UnreadCounts | null {
  if (typeof value !== 'object' || value === null) return null;
  const { notifications, messages } = value as Record<string, unknown>;
  const count = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;
  return count(notifications) && count(messages)
    ? { notifications: notifications as number, messages: messages as number }
    : null;
}
