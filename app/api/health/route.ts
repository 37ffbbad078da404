// Liveness: the process is up and answers. Touches nothing else (no database, no storage), so
// an orchestrator never restarts an instance for a fault outside it. (Next.js answers HEAD
// from GET, without the body.)
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
