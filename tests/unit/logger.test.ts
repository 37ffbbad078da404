// The server's log: JSON lines, the request's id on every line written while it is answered,
// and no secret in any of the fields that carry them, however deep (within two levels).
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { LOG_OPTIONS } from '@/lib/log/logger';
import { runWithRequestId } from '@/lib/log/request-context';

function capture() {
  const lines: Record<string, unknown>[] = [];
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino(LOG_OPTIONS, stream), lines, text: () => text };
}

describe('the server log', () => {
  it('replaces passwords, tokens, cookies and secrets at the top and two levels down', () => {
    const { logger, text } = capture();
    const secret = 'very-secret-value-123';
    logger.error(
      {
        password: secret,
        input: { newPassword: secret, token: secret, code: secret },
        req: { headers: { cookie: secret, authorization: secret, 'set-cookie': secret } },
        DATABASE_URL: secret,
        err: Object.assign(new Error('failed'), { secret }),
      },
      'with secrets',
    );
    expect(text()).toContain('[redacted]');
    expect(text()).not.toContain(secret);
  });

  it('names the request being answered on every line, and none outside one', () => {
    const { logger, lines } = capture();
    const id = '0f8e2a36-5b4c-4d8e-9f10-112233445566';
    runWithRequestId(id, () => logger.info('inside'));
    logger.info('outside');
    expect(lines[0]).toMatchObject({ msg: 'inside', requestId: id, level: 30, service: 'consultancy-portal' });
    expect(lines[1]).not.toHaveProperty('requestId');
  });
});

describe('an unhandled error of a request', () => {
  it('is logged with the request id and the digest the error page shows, the path without its query', async () => {
    const { log } = await import('@/lib/log/logger');
    const { onRequestError } = await import('@/instrumentation');
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    const runtime = process.env.NEXT_RUNTIME;
    process.env.NEXT_RUNTIME = 'nodejs';
    try {
      const error = Object.assign(new Error('render failed'), { digest: '1234567890' });
      await onRequestError(
        error,
        { path: '/auth/reset-password?token=abc', method: 'GET', headers: { 'x-request-id': 'req-1' } },
        {
          routerKind: 'App Router',
          routePath: '/portal/auth/reset-password',
          routeType: 'render',
          renderSource: 'react-server-components',
          revalidateReason: undefined,
        },
      );
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ requestId: 'req-1', digest: '1234567890', path: '/auth/reset-password', err: error }),
        'request failed',
      );
    } finally {
      process.env.NEXT_RUNTIME = runtime;
      logged.mockRestore();
    }
  });
});
