'use server';

import { and, eq } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import { action, type ActionResult } from '@/lib/actions/action';
import { withUser } from '@/lib/db/client';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { once } from '@/lib/idempotency/queries';
import { projects, supportTickets } from '@/lib/db/schema';
import { deliverSoon, smtpConfigured } from '@/lib/mail/deliver';
import { queueMail } from '@/lib/mail/queue';
import { ticketMail } from './notify';
import { NOT_YOUR_PROJECT, TICKET_FAILED, ticketSchema, ticketStatusSchema } from './schema';

/** A client opens a ticket, optionally about one of their own projects. */
export const createTicket = action(
  { schema: ticketSchema, role: 'client', idempotent: true },
  async (input, { user, idempotencyKey }): Promise<ActionResult<{ id: string }>> => {
    const clientId = user.claims.sub;
    const projectId = input.projectId || null;
    let outcome;
    try {
      outcome = await withUser(user.claims, (tx) =>
        once(tx, idempotencyKey, 'support-ticket', async (tx) => {
          if (projectId) {
            const own = await tx
              .select({ id: projects.id })
              .from(projects)
              .where(and(eq(projects.id, projectId), eq(projects.clientId, clientId)));
            if (own.length === 0) return null;
          }
          const [row] = await tx
            .insert(supportTickets)
            .values({
              clientId,
              projectId,
              subject: input.subject,
              description: input.description,
              priority: input.priority,
            })
            .returning({ id: supportTickets.id });
          // Queued with the ticket: a replayed submit queues nothing again.
          const mailId = await queueMail(tx, ticketMail(row.id, input, user.profile), smtpConfigured());
          return { id: row.id, mailId };
        }),
      );
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error; // the wrapper answers "temporarily unavailable"
      console.error('Storing a support ticket failed', error);
      return { ok: false, error: TICKET_FAILED };
    }
    const id = outcome.value?.id;
    if (!id)
      return {
        ok: false,
        error: 'Please correct the highlighted fields.',
        fieldErrors: { projectId: NOT_YOUR_PROJECT },
      };
    if (!outcome.replayed && outcome.value?.mailId) deliverSoon([outcome.value.mailId]);
    revalidatePath('/portal/support');
    revalidatePath('/portal/admin/support');
    return { ok: true, id };
  },
);

/** Admins resolve a ticket or reopen it. */
export const setTicketStatus = action(
  { schema: ticketStatusSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const updated = await withUser(user.claims, (tx) =>
      tx
        .update(supportTickets)
        .set({ status: input.status })
        .where(eq(supportTickets.id, input.id))
        .returning({ id: supportTickets.id }),
    );
    if (updated.length === 0) return { ok: false, error: 'That ticket no longer exists.' };
    revalidatePath('/portal/admin/support');
    return { ok: true };
  },
);
