import 'server-only';
import { createHash } from 'node:crypto';
import { signInAgainHref } from '@/lib/actions/session-expiry';
import type { ActionResult } from '@/lib/actions/action';
import { getCurrentUser } from '@/lib/auth/current-user';
import { isAdminRole } from '@/lib/auth/roles';
import { IDEMPOTENCY_FIELD, newIdempotencyKey } from '@/lib/idempotency/form-key';
import { idempotencyKeySchema } from '@/lib/idempotency/key';
import { isUuid } from '@/lib/lists/params';
import { MAX_REQUEST_BYTES, TOO_LARGE_MESSAGE } from './request-limit';
import { FILE_MESSAGES } from './rules';
import { isChosenFile } from './schema';

// The body of POST /files/upload (the route file is thin). Browsers with JavaScript send one
// file per request with XMLHttpRequest, so they can show its progress and cancel it, and read
// the JSON answer; a form posted without JavaScript sends all its files at once and is sent
// back to the project page with a summary. Either way each file goes through the one server
// action, which checks the caller, the project and the file.

type Upload = (input: FormData) => Promise<ActionResult<{ id: string; fileName: string }>>;

const BAD_REQUEST = 'The upload could not be read. Please choose the files again.';
const OTHER_SITE = 'Uploads are accepted only from this portal.';

const json = (body: object, status: number) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/** A key per file of one form post, derived from the post's key so a resubmit stores nothing twice. */
function fileKey(formKey: string, index: number): string {
  const hex = createHash('sha256').update(`${formKey}:${index}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Only this site's pages post here: the browser's Origin must name the host it posts to. */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true; // browsers always send it on a POST; other callers carry no cookies of ours
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

const REFUSAL_STATUS: Record<string, number> = { session_expired: 401, rate_limited: 429, quota: 507 };

const statusOf = (result: { ok: boolean; code?: string; unavailable?: true }) =>
  result.ok
    ? 200
    : ((result.code && Object.hasOwn(REFUSAL_STATUS, result.code) ? REFUSAL_STATUS[result.code] : undefined) ??
      (result.unavailable ? 503 : 422));

const TOO_LARGE = Symbol('too large');

/**
 * The request's form, read only up to MAX_REQUEST_BYTES: a larger declared length is refused
 * unread, and a body sent without one (chunked) is cut off at the limit. The proxy refuses a
 * declared length too; this holds wherever the route runs.
 */
export async function readCappedForm(request: Request): Promise<FormData | typeof TOO_LARGE> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_REQUEST_BYTES) return TOO_LARGE;
  if (!request.body) return request.formData();
  let received = 0;
  let over = false;
  const capped = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > MAX_REQUEST_BYTES) {
          over = true;
          controller.error(new Error(TOO_LARGE_MESSAGE));
        } else controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Response(capped, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch (error) {
    if (over) return TOO_LARGE;
    throw error;
  }
}

const plain = (text: string, status: number) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** The upload's form, or the answer to send when it is not one this portal's pages made. */
export async function readUploadForm(request: Request, wantsJson = true): Promise<FormData | Response> {
  if (!sameOrigin(request)) return json({ ok: false, error: OTHER_SITE }, 403);
  try {
    const form = await readCappedForm(request);
    if (form !== TOO_LARGE) return form;
    return wantsJson ? json({ ok: false, error: TOO_LARGE_MESSAGE }, 413) : plain(TOO_LARGE_MESSAGE, 413);
  } catch {
    return wantsJson ? json({ ok: false, error: BAD_REQUEST }, 400) : plain(BAD_REQUEST, 400);
  }
}

/** An action's answer for the browser's uploader (lib/files/upload-client.ts). */
export function jsonAnswer(result: { ok: boolean; code?: string; unavailable?: true }): Response {
  return json(result, statusOf(result));
}

export async function handleUpload(request: Request, upload: Upload): Promise<Response> {
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  const form = await readUploadForm(request, wantsJson);
  if (form instanceof Response) return form;
  const projectId = typeof form.get('projectId') === 'string' ? (form.get('projectId') as string) : '';
  const parsedKey = idempotencyKeySchema.safeParse(form.get(IDEMPOTENCY_FIELD));
  const formKey = parsedKey.success ? parsedKey.data : newIdempotencyKey();
  const files = form.getAll('file').filter(isChosenFile);
  const send = (file: File | null, key: string) => {
    const one = new FormData();
    one.set('projectId', projectId);
    if (file) one.set('file', file);
    one.set(IDEMPOTENCY_FIELD, key);
    return upload(one);
  };

  if (wantsJson) {
    // One file per request (the browser's uploader); the action answers a missing one.
    return jsonAnswer(await send(files[0] ?? null, formKey));
  }

  const user = await getCurrentUser();
  const back = !user
    ? '/projects'
    : isAdminRole(user.profile.role)
      ? isUuid(projectId)
        ? `/admin/projects/${projectId}`
        : '/admin/files'
      : isUuid(projectId)
        ? `/projects/${projectId}`
        : '/projects';
  const results = [];
  for (const [index, file] of (files.length ? files : [null]).entries()) {
    results.push(await send(file, files.length > 1 ? fileKey(formKey, index) : formKey));
  }
  if (results.some((r) => !r.ok && r.code === 'session_expired')) {
    return new Response(null, { status: 303, headers: { Location: signInAgainHref(back) } });
  }
  const uploaded = results.filter((r) => r.ok).length;
  const failed = files.length === 0 ? 1 : results.length - uploaded;
  const summary = new URLSearchParams({ uploaded: String(uploaded), failed: String(failed) });
  // Why files were refused when it was not the file itself: too fast, or no space left.
  const limit = results.find((r) => !r.ok && (r.code === 'quota' || r.code === 'rate_limited'));
  if (limit && !limit.ok && limit.code) summary.set('refused', limit.code);
  return new Response(null, { status: 303, headers: { Location: `${back}?${summary}#files` } });
}

const LIMIT_REFUSALS: Record<string, string> = {
  rate_limited: "You're uploading files faster than we can take them; wait a few minutes, then send the rest again.",
  quota: "Your organisation's storage is full (see Files): remove files you no longer need, or ask us for more space.",
};

/** The summary a project page shows after a form posted without JavaScript. */
export function uploadSummary(
  uploaded: string | undefined,
  failed: string | undefined,
  refused?: string | undefined,
): string | null {
  const ok = Number(uploaded);
  const bad = Number(failed);
  if (!Number.isSafeInteger(ok) || !Number.isSafeInteger(bad) || ok < 0 || bad < 0 || ok + bad === 0) return null;
  const parts = [];
  if (ok > 0) parts.push(`Shared ${ok === 1 ? '1 file' : `${ok} files`}.`);
  const limit = bad > 0 && refused ? Object.hasOwn(LIMIT_REFUSALS, refused) && LIMIT_REFUSALS[refused] : false;
  if (limit) parts.push(`${bad === 1 ? '1 file was' : `${bad} files were`} not shared. ${limit}`);
  else if (bad > 0) {
    parts.push(
      `${bad === 1 ? '1 file was' : `${bad} files were`} not shared: each must be one of the allowed types, up to 10 MB, with contents that match its extension. ${FILE_MESSAGES.type.split('. ')[1] ?? ''}`.trim(),
    );
  }
  return parts.join(' ');
}
