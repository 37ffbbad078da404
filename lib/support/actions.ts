'use server';

import { and, eq } from 'drizzle-orm';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { action, type ActionResult } from '@/lib/actions/action';
import { withUser } from '@/lib/db/client';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { once } from '@/lib/idempotency/queries';
import { projects, supportTicketReplies, supportTickets } from '@/lib/db/schema';
import { deliverSoon, smtpConfigured } from '@/lib/mail/deliver';
import { queueMail } from '@/lib/mail/queue';
import { ticketMail } from './notify';
import { NOT_ALLOWED } from '@/lib/actions/messages';
import type { CurrentUser } from '@/lib/auth/current-user';
import { isAdminRole } from '@/lib/auth/roles';
import type { Tx } from '@/lib/db/client';
import { notify } from '@/lib/notifications/notify';
import { supportCopy } from '@/content/client-portal';
import {
  NOT_YOUR_PROJECT,
  STATUS_CHANGED,
  TICKET_CLOSED,
  TICKET_FAILED,
  TICKET_GONE,
  ticketReplySchema,
  ticketSchema,
  ticketStatusSchema,
} from './schema';
import { canReply, toggledStatus, type TicketStatus } from './status';
import { log } from '@/lib/log/logger';
import { takeWriteAllowance } from '@/lib/security/write-limits';
import { visibleProject } from '@/lib/companies/access';

/** A client opens a ticket, optionally about one of the projects they see in their company. */
export const createTicket = action(
  { schema: ticketSchema, role: 'client', idempotent: true },
  async (input, { user, idempotencyKey }): Promise<ActionResult<{ id: string; message: string }>> => {
    const clientId = user.claims.sub;
    const projectId = input.projectId || null;
    // Refused before anything is stored; the form keeps what was typed.
    const tooFast = await takeWriteAllowance(clientId, 'ticket');
    if (tooFast) return { ok: false, error: tooFast, code: 'rate_limited' };
    let outcome;
    try {
      outcome = await withUser(user.claims, (tx) =>
        once(tx, idempotencyKey, 'support-ticket', async (tx) => {
          if (projectId) {
            const own = await tx
              .select({ id: projects.id })
              .from(projects)
              .where(and(eq(projects.id, projectId), visibleProject(projects.id)));
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
      log.error({ err: error }, 'Storing a support ticket failed');
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
    revalidatePortal('/support');
    revalidatePortal('/admin/support');
    return { ok: true, id, message: supportCopy.submitted };
  },
);

type TicketTarget = { id: string; clientId: string; subject: string; status: TicketStatus };

/** The ticket as its reader sees it (RLS: app.can_see_ticket), or null. */
async function readTicket(tx: Tx, id: string): Promise<TicketTarget | null> {
  const [row] = await tx
    .select({
      id: supportTickets.id,
      clientId: supportTickets.clientId,
      subject: supportTickets.subject,
      status: supportTickets.status,
    })
    .from(supportTickets)
    .where(eq(supportTickets.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * The team on any ticket; a client on a ticket of their company they see (the opener, the
 * members who see its project); anyone else, nothing.
 */
function ticketActor(user: CurrentUser, ticket: TicketTarget | null): 'team' | 'client' | null {
  if (!ticket) return null;
  if (isAdminRole(user.profile.role)) return 'team';
  // Read under the client's claims: RLS returned it only when app.can_see_ticket allows.
  return user.profile.role === 'client' ? 'client' : null;
}

function writerProblem(user: CurrentUser): string | null {
  if (isAdminRole(user.profile.role)) return null; // held for two-factor: refused by action()
  return user.profile.role === 'client' ? null : NOT_ALLOWED;
}

function revalidateTicket(id: string) {
  revalidatePortal('/support');
  revalidatePortal(`/support/${id}`);
  revalidatePortal('/admin/support');
  revalidatePortal(`/admin/support/${id}`);
}

/** Where each side opens a ticket. */
const ticketLink = (audience: 'team' | 'client', id: string) =>
  audience === 'team' ? `/admin/support/${id}` : `/support/${id}`;

/**
 * Either side closes a ticket (Resolved) or reopens it (Open): the team any ticket, a client
 * its own. Closing a closed ticket or reopening an open one is refused (someone else was first).
 */
export const setTicketStatus = action(
  { schema: ticketStatusSchema, role: 'signed-in' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const refused = writerProblem(user);
    if (refused) return { ok: false, error: refused };
    const problem = await withUser(user.claims, async (tx) => {
      const ticket = await readTicket(tx, input.id);
      const actor = ticket && ticketActor(user, ticket);
      if (!ticket || !actor) return TICKET_GONE;
      if (toggledStatus(ticket.status) !== input.status) return STATUS_CHANGED;
      await tx.update(supportTickets).set({ status: input.status }).where(eq(supportTickets.id, ticket.id));
      const other = actor === 'team' ? 'client' : 'team';
      const verb = input.status === 'resolved' ? 'closed' : 'reopened';
      await notify(tx, {
        category: 'ticket_replies',
        actorId: user.claims.sub,
        audience: other === 'team' ? { kind: 'team' } : { kind: 'client', clientId: ticket.clientId },
        title: `Ticket ${verb}: ${ticket.subject}`,
        body: `${actor === 'team' ? 'The team' : 'The client'} ${verb} the ticket “${ticket.subject}”.`,
        link: ticketLink(other, ticket.id),
      });
      return null;
    });
    if (problem) return { ok: false, error: problem };
    revalidateTicket(input.id);
    return { ok: true };
  },
);

/**
 * A reply on a ticket, by the team or by the ticket's client; never on a closed ticket. The
 * database moves the status (team reply: Waiting on client; client reply: Open) and logs it.
 */
export const replyToTicket = action(
  { schema: ticketReplySchema, role: 'signed-in', idempotent: true },
  async ({ ticketId, body }, { user, idempotencyKey }): Promise<ActionResult<{ id: string }>> => {
    const refused = writerProblem(user);
    if (refused) return { ok: false, error: refused };
    const tooFast = await takeWriteAllowance(user.claims.sub, 'ticket_reply');
    if (tooFast) return { ok: false, error: tooFast, code: 'rate_limited' };
    let problem: string | null = null;
    const outcome = await withUser(user.claims, (tx) =>
      once(tx, idempotencyKey, 'ticket-reply', async (tx) => {
        const ticket = await readTicket(tx, ticketId);
        const actor = ticket && ticketActor(user, ticket);
        if (!ticket || !actor) return ((problem = TICKET_GONE), null);
        if (!canReply(ticket.status)) return ((problem = TICKET_CLOSED), null);
        const [row] = await tx
          .insert(supportTicketReplies)
          .values({ ticketId, authorId: user.claims.sub, body })
          .returning({ id: supportTicketReplies.id });
        const other = actor === 'team' ? 'client' : 'team';
        await notify(tx, {
          category: 'ticket_replies',
          actorId: user.claims.sub,
          audience: other === 'team' ? { kind: 'team' } : { kind: 'client', clientId: ticket.clientId },
          title: `New reply on “${ticket.subject}”`,
          body: body.length > 300 ? `${body.slice(0, 300)}…` : body,
          link: ticketLink(other, ticket.id),
          // One mail per person for a burst of replies on the ticket, not one per reply.
          thread: `ticket-replies:${ticket.id}`,
        });
        return { id: row.id };
      }),
    );
    const id = outcome.value?.id;
    if (!id) return { ok: false, error: problem ?? TICKET_GONE };
    revalidateTicket(ticketId);
    return { ok: true, id };
  },
);
