import 'server-only';

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' } as const;

/** The same answer for "no such invoice" and "not yours": nothing tells a guess it was close. */
export function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

export function fileResponse(body: Uint8Array | string, contentType: string, fileName: string): Response {
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: {
      ...PRIVATE,
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    },
  });
}
