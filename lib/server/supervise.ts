// Pure decisions and small helpers of the `npm start` supervisor (scripts/serve.ts).

/**
 * How the supervisor exits after its Next.js child exited. A child that stopped cleanly
 * (exit 0: it was asked to stop, by us or by a signal sent to it directly) means an orderly
 * stop; anything else (killed, crashed, non-zero) is a failure the supervisor passes on, so
 * an on-failure restart policy fires.
 */
export function superviseExit(
  code: number | null,
  signal: NodeJS.Signals | null,
  stopRequested: boolean,
): { exitCode: number; reason: string } {
  if (code === 0) return { exitCode: 0, reason: stopRequested ? '' : 'the web server stopped' };
  const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
  return { exitCode: stopRequested && signal === 'SIGTERM' ? 0 : 1, reason: `the web server ${how}` };
}

/**
 * Calls `onGone` once if this process's parent goes away (it is then re-parented, so
 * `process.ppid` changes). Catches a killed `npm` or shell that cannot forward signals.
 */
export function watchParent(onGone: () => void, intervalMs = 500): () => void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(timer);
      onGone();
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
