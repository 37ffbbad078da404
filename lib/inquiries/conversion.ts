import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { budgetOptions, projectTypeOptions, timelineOptions } from '@/content/contact';
import type { Tx } from '@/lib/db/client';
import { contactInquiries, inquiryConversions, profiles, projects } from '@/lib/db/schema';

// An inquiry becomes a client (made, or an existing one matched by email) and a project in
// Discovery/Audit, prefilled from what the visitor wrote. The conversion row records what
// it became; its primary key makes a second conversion impossible.

export type Inquiry = typeof contactInquiries.$inferSelect;

const label = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/** The project's title and description, from the inquiry. */
export function projectFromInquiry(inquiry: Inquiry): { title: string; description: string } {
  const type = label(projectTypeOptions, inquiry.projectType);
  return {
    title: `${inquiry.company} – ${type}`.slice(0, 200),
    description: [
      inquiry.description,
      '',
      `Project type: ${type}`,
      `Budget: ${label(budgetOptions, inquiry.budget)}`,
      `Timeline: ${label(timelineOptions, inquiry.timeline)}`,
      `From the inquiry of ${inquiry.fullName} on ${inquiry.createdAt.toISOString().slice(0, 10)}.`,
    ].join('\n'),
  };
}

export type ConversionTarget =
  | { kind: 'gone' }
  | { kind: 'converted' }
  | { kind: 'staff-email' }
  | { kind: 'link'; inquiry: Inquiry; clientId: string }
  | { kind: 'create'; inquiry: Inquiry };

/** What converting this inquiry would do: link to the client with its email, or make one. */
export async function conversionTarget(tx: Tx, inquiryId: string): Promise<ConversionTarget> {
  const [row] = await tx
    .select({ inquiry: contactInquiries, convertedTo: inquiryConversions.projectId })
    .from(contactInquiries)
    .leftJoin(inquiryConversions, eq(inquiryConversions.inquiryId, contactInquiries.id))
    .where(eq(contactInquiries.id, inquiryId))
    .limit(1);
  if (!row) return { kind: 'gone' };
  if (row.convertedTo) return { kind: 'converted' };
  const [match] = await tx
    .select({ id: profiles.id, role: profiles.role })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = lower(${row.inquiry.email})`)
    .limit(1);
  if (!match) return { kind: 'create', inquiry: row.inquiry };
  if (match.role !== 'client') return { kind: 'staff-email' };
  return { kind: 'link', inquiry: row.inquiry, clientId: match.id };
}

/** The project and the conversion record, in the caller's transaction. */
export async function recordConversion(
  tx: Tx,
  inquiry: Inquiry,
  client: { id: string; created: boolean },
  actorId: string,
): Promise<{ projectId: string }> {
  if (client.created) {
    await tx
      .update(profiles)
      .set({ companyName: inquiry.company, phone: inquiry.phone })
      .where(and(eq(profiles.id, client.id), eq(profiles.role, 'client')));
  }
  const [project] = await tx
    .insert(projects)
    .values({ ...projectFromInquiry(inquiry), clientId: client.id, kanbanStage: 'discovery_audit' })
    .returning({ id: projects.id });
  await tx.insert(inquiryConversions).values({
    inquiryId: inquiry.id,
    clientId: client.id,
    projectId: project.id,
    clientCreated: client.created,
    convertedBy: actorId,
  });
  // Answered: a converted inquiry is no longer new.
  await tx
    .update(contactInquiries)
    .set({ status: 'contacted' })
    .where(and(eq(contactInquiries.id, inquiry.id), eq(contactInquiries.status, 'new')));
  return { projectId: project.id };
}
