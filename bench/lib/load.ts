import { request } from 'node:http';
import autocannon from 'autocannon';

export type LoadResult = {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  requests: number;
  /** Bytes received per response, headers included (autocannon's count). */
  bytesPerResponse: number;
};

/** A bounded load on loopback (autocannon): `seconds` long, `connections` at once. */
export async function loadTest(
  port: number,
  host: string,
  path: string,
  headers: Record<string, string>,
  seconds = 10,
  connections = 10,
): Promise<LoadResult> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections,
    duration: seconds,
    headers: { host, ...headers },
  });
  return {
    path: `${host}${path}`,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
    bytesPerResponse: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

/** Server time of one screen: sequential requests after a warm-up, p50 and p95 in ms. */
export async function serverTimes(
  port: number,
  host: string,
  path: string,
  headers: Record<string, string>,
  samples = 20,
) {
  const times: number[] = [];
  for (let i = 0; i < samples + 3; i++) {
    const started = performance.now();
    const status = await get(port, host, path, headers);
    if (status !== 200) throw new Error(`${host}${path} answered ${status}`);
    if (i >= 3) times.push(performance.now() - started);
  }
  return times;
}

/** A GET to the local server under another Host (Node's fetch may not send Host). */
export function get(port: number, host: string, path: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host, ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** One GET to the local server under another Host: its status and body. */
export function getResponse(
  port: number,
  host: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The body of a page of the local server under another Host. */
export async function getText(
  port: number,
  host: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<string> {
  return (await getResponse(port, host, path, headers)).body;
}
