import { readinessOfThisServer } from '@/lib/health/this-server';

// Readiness: 200 when this instance can serve (lib/health/readiness.ts), else 503 so a load
// balancer sends its traffic elsewhere. Asked afresh on every probe, never cached.
export const dynamic = 'force-dynamic';

export async function GET() {
  const readiness = await readinessOfThisServer();
  return Response.json(readiness, {
    status: readiness.status === 'ready' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
