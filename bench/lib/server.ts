import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export type RunningServer = {
  port: number;
  process: ChildProcess;
  nextPid: () => number | null;
  stop: () => Promise<void>;
};

/** Starts the production server the way `npm start` does (without building) and waits for it. */
export async function startServer(env: Record<string, string>, port: number): Promise<RunningServer> {
  const child = spawn('npx', ['tsx', 'scripts/serve.ts', 'start'], {
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
      const response = await fetch(`http://127.0.0.1:${port}/`);
      if (response.ok) break;
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
    stop: async () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((r) => setTimeout(r, 1500));
    },
  };
}

/** The Next.js server process: the descendant of the launcher that runs `next start`. */
function findNextServer(rootPid: number): number | null {
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift()!;
    let children: number[] = [];
    try {
      children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
    } catch {
      continue;
    }
    for (const c of children) {
      try {
        if (readFileSync(`/proc/${c}/cmdline`, 'utf8').includes('next')) {
          const cmd = readFileSync(`/proc/${c}/cmdline`, 'utf8');
          if (cmd.includes('start') || cmd.includes('next-server')) return c;
        }
      } catch {
        // exited
      }
      queue.push(c);
    }
  }
  return null;
}

/** Peak resident memory (VmHWM) of a process, in MiB. */
export function peakMemoryMiB(pid: number | null): number | null {
  if (!pid) return null;
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmHWM:'));
    return line ? Math.round(Number(line.replace(/\D+/g, '')) / 1024) : null;
  } catch {
    return null;
  }
}
