import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_BYTES, TOO_LARGE_MESSAGE } from '@/lib/files/request-limit';
import { readUploadForm } from '@/lib/files/upload-route';
import { proxy } from '@/proxy';

// The 413 for an oversized body is the app's own (proxy.ts and the upload routes), so it
// holds under `next start` and on Vercel as well as behind `npm start`'s launcher.

const upload = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://portal.localhost:3000/files/upload', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);

/** A multipart body of `bytes` file bytes, sent in pieces without a Content-Length (chunked). */
function chunkedForm(bytes: number): { body: ReadableStream<Uint8Array>; type: string } {
  const boundary = 'limit-test';
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  let left = bytes;
  let sentHead = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sentHead) {
        sentHead = true;
        return controller.enqueue(head);
      }
      if (left > 0) {
        const n = Math.min(left, 1024 * 1024);
        left -= n;
        return controller.enqueue(new Uint8Array(n).fill(0x25));
      }
      controller.enqueue(tail);
      controller.close();
    },
  });
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

describe('the upload routes read at most MAX_REQUEST_BYTES', () => {
  it('refuses a declared length over the limit unread, as JSON for the uploader', async () => {
    const answer = await readUploadForm(
      upload('x', { 'content-length': String(MAX_REQUEST_BYTES + 1), 'content-type': 'text/plain' }),
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(413);
    expect(await (answer as Response).json()).toEqual({ ok: false, error: TOO_LARGE_MESSAGE });
  });

  it('cuts off a body sent without a length once it passes the limit', async () => {
    const { body, type } = chunkedForm(MAX_REQUEST_BYTES + 1);
    const answer = await readUploadForm(upload(body, { 'content-type': type }), false);
    expect((answer as Response).status).toBe(413);
    expect(await (answer as Response).text()).toBe(TOO_LARGE_MESSAGE);
  });

  it('reads a form within the limit, chunked or not', async () => {
    const { body, type } = chunkedForm(MAX_REQUEST_BYTES - 4096);
    const form = await readUploadForm(upload(body, { 'content-type': type }));
    expect(form).toBeInstanceOf(FormData);
    expect(((form as FormData).get('file') as File).size).toBe(MAX_REQUEST_BYTES - 4096);
  });
});

describe('the proxy', () => {
  it('answers 413 with the uploader’s message for a declared length over the limit', async () => {
    const response = await proxy(
      new NextRequest('http://portal.localhost:3000/admin/files', {
        method: 'POST',
        headers: {
          host: 'portal.localhost:3000',
          'content-length': String(12 * 1024 * 1024),
          'next-action': '0'.repeat(42),
        },
      }),
    );
    expect(response.status).toBe(413);
    expect(await response.text()).toBe(TOO_LARGE_MESSAGE);
  });

  it('answers a page marked as having met an outage with the 503 page, whose retry drops the mark', async () => {
    const response = await proxy(
      new NextRequest('http://portal.localhost:3000/projects/x?tab=files&unavailable=1', {
        headers: { host: 'portal.localhost:3000' },
      }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.text()).toContain('href="/projects/x?tab=files"');
  });

  it('leaves a server action alone, whatever its address says', async () => {
    const response = await proxy(
      new NextRequest('http://localhost:3000/contact?unavailable=1', {
        method: 'POST',
        headers: { host: 'localhost:3000', 'next-action': '0'.repeat(42), 'content-length': '10' },
      }),
    );
    expect(response.status).not.toBe(503);
  });
});
