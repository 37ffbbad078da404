import { readFileSync } from 'node:fs';

/** The process and all its descendants (from /proc, Linux only). */
export function processTree(rootPid: number): number[] {
  const pids: number[] = [];
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift()!;
    pids.push(pid);
    try {
      for (const task of readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/)) {
        if (task) queue.push(Number(task));
      }
    } catch {
      // exited
    }
  }
  return pids;
}

function statusKiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return line ? Number(line.replace(/\D+/g, '')) : 0;
  } catch {
    return 0;
  }
}

/** A process's command line, one argument per entry (empty once it has exited). */
export function commandLine(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

/** A process's own peak resident memory (VmHWM) in MiB, or null once it has exited. */
export function peakMemoryMiB(pid: number | null): number | null {
  const kib = pid ? statusKiB(pid, 'VmHWM') : 0;
  return kib ? mib(kib) : null;
}

function commandOf(pid: number): string {
  return commandLine(pid).slice(0, 4).join(' ') || '?';
}

export type MemoryReport = {
  /** Highest sum of the tree's resident memory seen by the sampler (every 200 ms). */
  peakTreeRssMiB: number;
  /** Sum of each process's own high-water mark (VmHWM): an upper bound that no sample can miss. */
  sumOfPeaksMiB: number;
  processes: { pid: number; command: string; peakMiB: number }[];
};

const mib = (kib: number) => Math.round(kib / 1024);

/**
 * Watches the resident memory of a server's whole process tree (the supervisor with the
 * embedded database, and the Next.js server) until `stop()`.
 */
export function watchMemory(rootPid: number): { stop: () => MemoryReport } {
  let peakTree = 0;
  const peaks = new Map<number, { command: string; hwm: number }>();
  const sample = () => {
    let sum = 0;
    for (const pid of processTree(rootPid)) {
      sum += statusKiB(pid, 'VmRSS');
      const hwm = statusKiB(pid, 'VmHWM');
      const known = peaks.get(pid);
      if (!known) peaks.set(pid, { command: commandOf(pid), hwm });
      else known.hwm = Math.max(known.hwm, hwm);
    }
    peakTree = Math.max(peakTree, sum);
  };
  sample();
  const timer = setInterval(sample, 200);
  return {
    stop: () => {
      sample();
      clearInterval(timer);
      const processes = [...peaks].map(([pid, p]) => ({ pid, command: p.command, peakMiB: mib(p.hwm) }));
      return {
        peakTreeRssMiB: mib(peakTree),
        sumOfPeaksMiB: processes.reduce((n, p) => n + p.peakMiB, 0),
        processes,
      };
    },
  };
}
