import { NextResponse, type NextRequest } from 'next/server';
import { roundTripCountingEnabled, roundTripsFor } from '@/lib/db/round-trips';

// Off by default (DB_ROUND_TRIPS=1 turns it on): the database round trips of one earlier
// request, named by the id it carried in ROUND_TRIP_HEADER. For the bench and its test.
export async function GET(request: NextRequest) {
  if (!roundTripCountingEnabled()) return new NextResponse(null, { status: 404 });
  const id = request.nextUrl.searchParams.get('id') ?? '';
  const counts = roundTripsFor(id);
  if (!counts) return NextResponse.json({ error: 'unknown id' }, { status: 404 });
  return NextResponse.json(
    { ...counts, withTransactionControl: counts.statements + 2 * counts.transactions },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
