// Liveness: the process is up and answers. Touches nothing else (no database, no storage), so
// an orchestrator never restarts an instance for a fault outside it.
export const dynamic = 'force-dynamic';

const NEVER_CACHED = { 'Cache-Control': 'no-store' };

export function GET() {
  return Response.json({ status: 'ok' }, { headers: NEVER_CACHED });
}

export function HEAD() {
  return new Response(null, { headers: NEVER_CACHED });
}
