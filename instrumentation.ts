// Runs once when a server starts (Next.js instrumentation hook).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.SMTP_URL) return;
  const { startMailRetries } = await import('./lib/mail/retry-loop');
  startMailRetries();
}
