// Runs once when a server instance starts. A preview deployment refuses to start against the
// database marked production (lib/db/environment.ts): every request then fails with the
// reason in the logs, rather than a preview writing to production data. With a mail server,
// the queue's retries start (lib/mail/retry-loop.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
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
