// Runs once when a server instance starts. A preview deployment refuses to start against the
// database marked production (lib/db/environment.ts): every request then fails with the
// reason in the logs, rather than a preview writing to production data.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.VERCEL_ENV !== 'preview') return;
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const { default: postgres } = await import('postgres');
  const { assertDeploymentMayUseDatabase } = await import('./lib/db/environment');
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => {} });
  try {
    await assertDeploymentMayUseDatabase(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
