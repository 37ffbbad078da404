import 'server-only';
import { sql } from 'drizzle-orm';
import { systemDb, type Database } from '@/lib/db/client';

// The two-factor step's tickets (app.mfa_tickets): a ticket allows WRONG_CODES_PER_TICKET
// codes and one success. Each try reserves an attempt before the code is checked, so requests
// sent in parallel with one ticket cannot get more tries than that between them.

export const WRONG_CODES_PER_TICKET = 5;

/** Records a new ticket for `userId`, valid `seconds`; forgets tickets long expired. */
export async function recordTicket(id: string, userId: string, seconds: number, db: Database = systemDb()) {
  await db.execute(sql`
    with gone as (delete from app.mfa_tickets where expires_at < now() - interval '1 day')
    insert into app.mfa_tickets (id, user_id, expires_at)
    values (${id}::uuid, ${userId}::uuid, now() + make_interval(secs => ${seconds}))`);
}

/**
 * Reserves one try of the ticket: false when the ticket is unknown, used, expired or has had
 * its tries. A right code must then be confirmed with spendTicket().
 */
export async function reserveTicketAttempt(id: string, userId: string, db: Database = systemDb()): Promise<boolean> {
  const rows = await db.execute<{ attempts: number }>(sql`
    update app.mfa_tickets set attempts = attempts + 1
     where id = ${id}::uuid and user_id = ${userId}::uuid and used_at is null
       and expires_at > now() and attempts < ${WRONG_CODES_PER_TICKET}
    returning attempts`);
  return rows.length === 1;
}

/** Marks the ticket used (its one success): false when another request used it first. */
export async function spendTicket(id: string, userId: string, db: Database = systemDb()): Promise<boolean> {
  const rows = await db.execute<{ id: string }>(sql`
    update app.mfa_tickets set used_at = now()
     where id = ${id}::uuid and user_id = ${userId}::uuid and used_at is null and expires_at > now()
    returning id`);
  return rows.length === 1;
}
