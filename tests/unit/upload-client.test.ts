import { describe, expect, it } from 'vitest';
import { TOO_LARGE_MESSAGE } from '@/lib/files/request-limit';
import { sendWithProgress, UPLOAD_FAILED, UPLOAD_NETWORK_ERROR, type UploadRequest } from '@/lib/files/upload-client';

/** A stand-in for XMLHttpRequest that the test drives by hand. */
class FakeRequest {
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  body: unknown = null;
  aborted = 0;
  status = 0;
  responseText = '';
  onload: ((event: ProgressEvent) => void) | null = null;
  onerror: ((event: ProgressEvent) => void) | null = null;
  onabort: ((event: ProgressEvent) => void) | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted += 1;
    this.onabort?.({} as ProgressEvent);
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.({} as ProgressEvent);
  }
}

function start() {
  const fake = new FakeRequest();
  const seen: number[] = [];
  const body = new FormData();
  const handle = sendWithProgress(
    '/files/upload',
    body,
    (f) => seen.push(f),
    () => fake as unknown as UploadRequest,
  );
  return { fake, seen, handle, body };
}

describe('sendWithProgress', () => {
  it('posts the form for a JSON answer and reports the fraction sent', async () => {
    const { fake, seen, handle, body } = start();
    expect(fake.opened).toEqual(['POST', '/files/upload']);
    expect(fake.headers.Accept).toBe('application/json');
    expect(fake.body).toBe(body);
    fake.progress(25, 100);
    fake.progress(0, 0, false); // no length known: nothing to report
    fake.progress(100, 100);
    fake.answer(200, JSON.stringify({ ok: true, id: 'f1' }));
    expect(await handle.done).toEqual({ kind: 'answered', answer: { ok: true, id: 'f1' } });
    expect(seen).toEqual([0.25, 1, 1]);
  });

  it('passes the server’s refusal on, and reads a 413 as the size limit', async () => {
    const refused = start();
    refused.fake.answer(422, JSON.stringify({ ok: false, error: 'Please correct', fieldErrors: { file: 'Bad type' } }));
    expect(await refused.handle.done).toEqual({
      kind: 'answered',
      answer: { ok: false, error: 'Please correct', fieldErrors: { file: 'Bad type' } },
    });
    const tooLarge = start();
    tooLarge.fake.answer(413, 'The upload is too large');
    expect(await tooLarge.handle.done).toEqual({ kind: 'answered', answer: { ok: false, error: TOO_LARGE_MESSAGE } });
    const html = start();
    html.fake.answer(500, '<html>oops</html>');
    expect(await html.handle.done).toEqual({ kind: 'answered', answer: { ok: false, error: UPLOAD_FAILED } });
  });

  it('resolves a lost connection as an error answer, never a rejection', async () => {
    const { fake, handle } = start();
    fake.onerror?.({} as ProgressEvent);
    expect(await handle.done).toEqual({ kind: 'answered', answer: { ok: false, error: UPLOAD_NETWORK_ERROR } });
  });

  it('cancels an upload under way, and does nothing once it has ended', async () => {
    const running = start();
    running.fake.progress(10, 100);
    running.handle.cancel();
    expect(await running.handle.done).toEqual({ kind: 'cancelled' });
    expect(running.fake.aborted).toBe(1);
    const finished = start();
    finished.fake.answer(200, '{"ok":true}');
    await finished.handle.done;
    finished.handle.cancel();
    expect(finished.fake.aborted).toBe(0);
  });
});

describe('the approval rules', async () => {
  const { decideApprovalSchema, requestApprovalSchema } = await import('@/lib/approvals/schema');
  const id = '6f1c8a0e-3b2d-4c1e-9a7b-2d4e6f8a0b1c';

  it('requires a comment to request changes, not to approve', () => {
    expect(decideApprovalSchema.safeParse({ id, decision: 'approved' }).success).toBe(true);
    const changes = decideApprovalSchema.safeParse({ id, decision: 'changes_requested', comment: '   ' });
    expect(changes.success).toBe(false);
    expect(decideApprovalSchema.safeParse({ id, decision: 'pending' }).success).toBe(false);
  });

  it('asks for a file by id, or a milestone by name', () => {
    expect(requestApprovalSchema.safeParse({ projectId: id, kind: 'file', fileId: '' }).success).toBe(false);
    expect(requestApprovalSchema.safeParse({ projectId: id, kind: 'file', fileId: id }).success).toBe(true);
    expect(requestApprovalSchema.safeParse({ projectId: id, kind: 'milestone', title: ' ' }).success).toBe(false);
    expect(requestApprovalSchema.safeParse({ projectId: id, kind: 'milestone', title: 'Sign-off' }).success).toBe(true);
  });
});
