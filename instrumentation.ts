// Runs once when a server instance starts. A preview deployment refuses to start against the
// database marked production (lib/db/environment.ts): every request then fails with the
// reason in the logs, rather than a preview writing to production data. With a mail server,
// the queue's retries start (lib/mail/retry-loop.ts). With an OTLP endpoint, traces go there.
import type { Instrumentation } from 'next';

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // OpenTelemetry only when a collector is named: Next.js then traces each request (its own
  // spans for routing, rendering and route handlers), exported over OTLP/HTTP to
  // OTEL_EXPORTER_OTLP_ENDPOINT (protobuf, or JSON with OTEL_EXPORTER_OTLP_PROTOCOL=http/json).
  // Loaded here only, on the server: nothing of it reaches a browser.
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) {
    const { registerOTel } = await import('@vercel/otel');
    registerOTel({ serviceName: process.env.OTEL_SERVICE_NAME ?? 'consultancy-portal' });
  }
  if (process.env.SMTP_URL) {
    const { startMailRetries } = await import('./lib/mail/retry-loop');
    startMailRetries();
  }
  if (process.env.VERCEL_ENV !== 'preview') return;
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const { postgresClient } = await import('./lib/db/postgres-client');
  const { assertDeploymentMayUseDatabase } = await import('./lib/db/environment');
  const sql = postgresClient(url, { max: 1, prepare: false, onnotice: () => {} });
  try {
    await assertDeploymentMayUseDatabase(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Every error a page, route handler, server action or the proxy did not handle: one log line
 * with the request's id and the digest Next.js gives the error page, so what a user reports
 * (the page's reference) leads to the request in the log.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { log } = await import('./lib/log/logger');
  const { REQUEST_ID_HEADER } = await import('./lib/log/request-id');
  const digest = (error as { digest?: unknown }).digest;
  log.error(
    {
      requestId: request.headers[REQUEST_ID_HEADER],
      digest: typeof digest === 'string' ? digest : undefined,
      method: request.method,
      path: request.path.split('?', 1)[0],
      route: context.routePath,
      routeType: context.routeType,
      err: error,
    },
    'request failed',
  );
};
