// CPU time of the web server process per request (from /proc/<pid>/stat), the steadier
// measure on a shared machine where requests/s swing with the scheduler.
// Alternates the product's home page and the bare Next.js page, on the embedded demo
// database the throughput bench seeded.
// Usage: `npm run bench:cpu` (after `npm run build` and one `npm run bench:throughput`, which
// seeds the demo database and builds the bare page). CPU_ROUNDS (default 2), BENCH_PORT.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildBareNext, startBareNext } from './lib/bare-next';
import { cpuMs } from './lib/cpu';
import { startServer } from './lib/server';

const BASE_PORT = Number(process.env.BENCH_PORT ?? 3900);
const ROUNDS = Number(process.env.CPU_ROUNDS ?? 2);
const REQUESTS = 2000;

function listeningPid(port: number): number {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`Nothing listens on ${port}`);
  return Number(pid);
}

async function measure(label: string, pid: number, port: number, gzip: boolean): Promise<string> {
  const run = (amount: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}/`,
      connections: 10,
      amount,
      headers: { host: `localhost:${port}`, ...(gzip ? { 'accept-encoding': 'gzip' } : {}) },
    });
  await run(200);
  const before = cpuMs([pid]);
  const result = await run(REQUESTS);
  const ms = (cpuMs([pid]) - before) / REQUESTS;
  const line = `${label}${gzip ? ' (gzip)' : ''}: ${ms.toFixed(2)} ms CPU/request, ${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}, errors ${result.errors}`;
  console.log(line);
  return line;
}

const bare = await startBareNext(buildBareNext({ rebuild: false }), BASE_PORT + 4);
try {
  const barePid = listeningPid(BASE_PORT + 4);
  const env = { DATA_DIR: path.resolve(`.data/bench-${BASE_PORT}-demo`), DATABASE_URL: '' };
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`round ${round}/${ROUNDS}, load average ${(await import('node:os')).loadavg().join(' ')}`);
    for (const gzip of [false, true]) await measure('bare Next.js page', barePid, BASE_PORT + 4, gzip);
    const server = await startServer(env, BASE_PORT);
    try {
      const pid = server.nextPid();
      if (!pid) throw new Error('No web server process');
      for (const gzip of [false, true]) await measure('home page', pid, BASE_PORT, gzip);
    } finally {
      await server.stop();
    }
  }
} finally {
  await bare.stop();
}
