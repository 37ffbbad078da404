import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '@/lib/security/inline-script-hashes';
import { CspFittingResponse } from '@/lib/server/csp-fitting-response';
import { policyForHtml } from '@/lib/server/regenerated-pages';

// npm start's response fits a regenerated page's CSP to the bytes it sends: whatever the
// build hashed, the browser gets the hashes of the scripts in front of it.
const BUILD_POLICY = "script-src 'self' 'sha256-built='";
const PAGE = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async></script></head><body>',
  '<p>Published today</p><script>self.__next_f.push([1,"regenerated"])</script>',
  '<script type="application/ld+json">{"@type":"Article"}</script></body></html>',
];

let server: http.Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

type Answer = (res: CspFittingResponse) => void;

async function serve(answer: Answer, fit = true) {
  server = http.createServer({ ServerResponse: CspFittingResponse }, (_req, res) => {
    if (fit) res.fitCspToBody({ replaces: BUILD_POLICY, policyFor: policyForHtml });
    res.setHeader('content-security-policy', BUILD_POLICY);
    answer(res);
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return fetch(`http://127.0.0.1:${port}/`);
}

const html = (res: http.ServerResponse) => res.setHeader('content-type', 'text/html; charset=utf-8');

describe('CspFittingResponse', () => {
  it('sends the hashes of the inline scripts actually sent, in chunks, and the body unchanged', async () => {
    const response = await serve((res) => {
      html(res);
      res.writeHead(200);
      for (const part of PAGE.slice(0, -1)) res.write(part);
      res.end(PAGE.at(-1));
    });
    const body = await response.text();
    expect(body).toBe(PAGE.join(''));
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toBe(policyForHtml(body));
    expect(inlineScriptHashes(body)).toHaveLength(1);
    expect(csp).toContain(`'${inlineScriptHashes(body)[0]}'`);
    expect(csp).not.toContain('sha256-built=');
    const scripts = csp.split('; ').find((d) => d.startsWith('script-src '));
    expect(scripts).toBe(`script-src 'self' '${inlineScriptHashes(body)[0]}'`);
  });

  it('reads a gzip answer to hash it and sends the compressed bytes as they were', async () => {
    const gzipped = zlib.gzipSync(PAGE.join(''));
    const response = await serve((res) => {
      html(res);
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipped);
    });
    expect(await response.text()).toBe(PAGE.join('')); // fetch decodes it
    expect(response.headers.get('content-security-policy')).toBe(policyForHtml(PAGE.join('')));
  });

  it('fits each copy exactly as pages alternate (the last copy fitted is reused only when byte-equal)', async () => {
    const next = PAGE.join('').replace('regenerated', 'regenerated again');
    for (const body of [PAGE.join(''), next, PAGE.join(''), PAGE.join(''), next]) {
      const response = await serve((res) => {
        html(res);
        res.end(body);
      });
      expect(response.headers.get('content-security-policy')).toBe(policyForHtml(body));
      server!.close();
    }
    expect(policyForHtml(next)).not.toBe(policyForHtml(PAGE.join('')));
  });

  it('leaves an answer alone whose policy is not the build one (a per-request page)', async () => {
    const response = await serve((res) => {
      html(res);
      res.setHeader('content-security-policy', "script-src 'nonce-abc' 'strict-dynamic'");
      res.end(PAGE.join(''));
    });
    expect(response.headers.get('content-security-policy')).toBe("script-src 'nonce-abc' 'strict-dynamic'");
  });

  it('fits a not-found page too (a withdrawn case study is a cached 404 with no nonce)', async () => {
    const notFound = await serve((res) => {
      html(res);
      res.statusCode = 404;
      res.end(PAGE.join(''));
    });
    expect(notFound.headers.get('content-security-policy')).toBe(policyForHtml(PAGE.join('')));
  });

  it('keeps the build policy on an error page and on a body it cannot read (fails closed)', async () => {
    const failed = await serve((res) => {
      html(res);
      res.statusCode = 500;
      res.end(PAGE.join(''));
    });
    expect(failed.headers.get('content-security-policy')).toBe(BUILD_POLICY);
    server!.close();
    const unreadable = await serve((res) => {
      html(res);
      res.setHeader('content-encoding', 'gzip');
      res.end('not gzip');
    });
    expect(unreadable.headers.get('content-security-policy')).toBe(BUILD_POLICY);
  });

  it('sends a 304 without a policy, so the browser keeps the one fitted to its copy', async () => {
    const response = await serve((res) => {
      res.statusCode = 304;
      res.end();
    });
    expect(response.status).toBe(304);
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('passes every other answer through as written', async () => {
    const response = await serve((res) => {
      html(res);
      res.writeHead(200, { 'x-kept': '1' });
      res.end(PAGE.join(''));
    }, false);
    expect(response.headers.get('content-security-policy')).toBe(BUILD_POLICY);
    expect(response.headers.get('x-kept')).toBe('1');
  });
});
