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

export type MemoryReport = {
  /** Highest sum of the tree's resident memory seen by the sampler (every 200 ms). */
  peakTreeRssMiB: number;
  /** Sum of each process's own high-water mark (VmHWM): an upper bound that no sample can miss. */
  sumOfPeaksMiB: number;
  /**
   * The Next.js web server's own high-water mark: what the memory target was first measured on
   * (its "425–452 MiB" was this process alone; the embedded database ran in the supervisor
   * then as now).
   */
  webServerPeakMiB: number | null;
  /**
   * Per process: its peak, and at the end of the run how much of its resident memory is
   * shared with other processes (Shared_Clean + Shared_Dirty in smaps_rollup: mostly the
   * Node binary and its libraries, which both processes map). The sum of peaks counts that
   * part once per process.
   */
  processes: { pid: number; command: string; peakMiB: number; sharedMiB: number | null; webServer: boolean }[];
};

/** The Next.js server: the supervisor's child (the compiled launcher, or the dev launcher). */
export function isWebServer(command: readonly string[]): boolean {
  return command.some((arg) => arg.includes('next-server'));
}

/** Resident memory shared with other processes, from smaps_rollup, in KiB (0 once it has exited). */
function sharedKiB(pid: number): number {
  try {
    let kib = 0;
    for (const line of readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').split('\n')) {
      if (line.startsWith('Shared_Clean:') || line.startsWith('Shared_Dirty:')) kib += Number(line.replace(/\D+/g, ''));
    }
    return kib;
  } catch {
    return 0;
  }
}

const mib = (kib: number) => Math.round(kib / 1024);

/**
 * Watches the resident memory of a server's whole process tree (the supervisor with the
 * embedded database, and the Next.js server) until `stop()`.
 */
export function watchMemory(rootPid: number): { stop: () => MemoryReport } {
  let peakTree = 0;
  const peaks = new Map<number, { command: string[]; hwm: number; shared: number }>();
  const sample = () => {
    let sum = 0;
    for (const pid of processTree(rootPid)) {
      sum += statusKiB(pid, 'VmRSS');
      const hwm = statusKiB(pid, 'VmHWM');
      const known = peaks.get(pid);
      if (!known) peaks.set(pid, { command: commandLine(pid), hwm, shared: 0 });
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
      const processes = [...peaks].map(([pid, p]) => {
        const shared = sharedKiB(pid);
        return {
          pid,
          command: p.command.slice(0, 4).join(' ') || '?',
          peakMiB: mib(p.hwm),
          sharedMiB: shared ? mib(shared) : null,
          webServer: isWebServer(p.command),
        };
      });
      const web = processes.filter((p) => p.webServer);
      return {
        peakTreeRssMiB: mib(peakTree),
        sumOfPeaksMiB: processes.reduce((n, p) => n + p.peakMiB, 0),
        webServerPeakMiB: web.length ? Math.max(...web.map((p) => p.peakMiB)) : null,
        processes,
      };
    },
  };
}
