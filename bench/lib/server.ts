import { spawn, type ChildProcess } from 'node:child_process';
import { get } from './load';
import { COMPILED_SERVER_FILE, SUPERVISOR_START_ARGS } from '../../lib/server/compiled-server-file';
import { commandLine, processTree } from './memory';

export type RunningServer = {
  port: number;
  process: ChildProcess;
  nextPid: () => number | null;
  stop: () => Promise<void>;
  /** Everything the server printed so far. */
  output: () => string;
};

/**
 * Starts the production server the way `npm start` does after its build (`npm run serve`:
 * node with SUPERVISOR_START_ARGS, the supervisor as the build compiled it, with its V8
 * flags), so the process started here is the server's own root process, and waits until
 * the home page answers.
 */
export async function startServer(env: Record<string, string>, port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, [...SUPERVISOR_START_ARGS], {
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped:\n${output}`);
    try {
      // By name: the site answers an IP address with 421 (lib/hosts.ts namedHostInstead).
      if ((await get(port, `localhost:${port}`, '/')) === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not start in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    port,
    process: child,
    nextPid: () => findNextServer(child.pid!),
    output: () => output,
    stop: async () => {
      const exited = new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) resolve(null);
        else child.once('exit', resolve);
      });
      const kill = (signal: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, signal);
        } catch {
          // already gone
        }
      };
      kill('SIGTERM');
      const forced = setTimeout(() => kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(forced);
      // The Next.js child and the embedded database's files are released just after.
      await new Promise((r) => setTimeout(r, 500));
    },
  };
}

/**
 * The Next.js server process: the descendant of the supervisor that runs the compiled
 * launcher (scripts/serve.ts starts it), or null while there is none.
 */
export function findNextServer(rootPid: number): number | null {
  const pids = processTree(rootPid).slice(1);
  return pids.find((pid) => commandLine(pid).some((arg) => arg.endsWith(COMPILED_SERVER_FILE))) ?? null;
}
