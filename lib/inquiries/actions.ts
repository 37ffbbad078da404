'use server';

import { randomUUID } from 'node:crypto';
import { action, type ActionResult } from '@/lib/actions/action';
import { requestContext } from '@/lib/auth/request';
import { eq } from 'drizzle-orm';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { withAnon, withUser } from '@/lib/db/client';
import { isDatabaseUnavailable, isUniqueViolation } from '@/lib/db/errors';
import { adminUsers, DuplicateEmailError } from '@/lib/auth/admin-users';
import { conversionTarget, recordConversion } from './conversion';
import { IDEMPOTENCY_FIELD } from '@/lib/idempotency/form-key';
import { readIdempotencyKey } from '@/lib/idempotency/key';
import { once } from '@/lib/idempotency/queries';
import { contactInquiries } from '@/lib/db/schema';
import { isWithinRateLimit, RATE_LIMITS } from '@/lib/security/rate-limit';
import { deliverSoon, smtpConfigured } from '@/lib/mail/deliver';
import { queueMail } from '@/lib/mail/queue';
import { contactValuesFrom, emptyContactValues, type ContactFormState } from './contact-form-state';
import { inquiryMail } from './notify';
import {
  contactSchema,
  convertInquirySchema,
  inquiryStatusSchema,
  RATE_LIMITED_MESSAGE,
  STORE_FAILED_MESSAGE,
} from './schema';
import { log } from '@/lib/log/logger';

/** Stores a quote request: validated, rate limited per client IP, honeypot. */
export const submitInquiry = action(
  { schema: contactSchema, role: 'public', idempotent: true },
  async (input, { idempotencyKey }): Promise<ActionResult<object>> => {
    const { ip } = await requestContext();
    if (!(await isWithinRateLimit(ip, RATE_LIMITS.contact))) return { ok: false, error: RATE_LIMITED_MESSAGE };
    // A filled honeypot is a bot: answer as if stored, store nothing.
    if (input.website) return { ok: true };
    try {
      // The id is made here: a visitor may insert an inquiry but not read it back.
      const id = randomUUID();
      const stored = await withAnon((tx) =>
        once(tx, idempotencyKey, 'contact-inquiry', async (tx) => {
          await tx.insert(contactInquiries).values({
            id,
            fullName: input.fullName,
            email: input.email,
            company: input.company,
            phone: input.phone || null,
            projectType: input.projectType,
            budget: input.budget,
            timeline: input.timeline,
            description: input.description,
            ip,
          });
          // Queued with the inquiry: a replayed submit queues nothing again.
          return { stored: true, mailId: await queueMail(tx, inquiryMail(id, input), smtpConfigured()) };
        }),
      );
      // A resubmit of a stored inquiry is answered as sent, and the team is not told twice.
      if (!stored.replayed && stored.value?.mailId) deliverSoon([stored.value.mailId]);
      return { ok: true };
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error; // the wrapper answers "temporarily unavailable"
      log.error({ err: error }, 'Storing an inquiry failed');
      return { ok: false, error: STORE_FAILED_MESSAGE };
    }
  },
);

/**
 * The contact form's action (React's useActionState): the same checks as submitInquiry, from
 * the posted form. It works before and without JavaScript too, where the browser posts the
 * form and the page is rendered again from this state: the schema's messages next to the fields
 * and the visitor's text kept, or the thank-you card.
 */
export async function submitInquiryForm(previous: ContactFormState, formData: FormData): Promise<ContactFormState> {
  const values = contactValuesFrom(formData);
  const answer = (Number.isSafeInteger(previous?.answer) ? previous.answer : 0) + 1;
  // The first post of the shared prerendered form (no JavaScript) has no key of its own yet.
  const key = readIdempotencyKey(formData) ?? randomUUID();
  const result = await submitInquiry({ ...values, [IDEMPOTENCY_FIELD]: key });
  if (result.ok) {
    return { status: 'sent', values: emptyContactValues, fieldErrors: {}, error: null, answer, key: randomUUID() };
  }
  return { status: 'error', values, fieldErrors: result.fieldErrors ?? {}, error: result.error, answer, key };
}

/** Admins move an inquiry through new → contacted → closed. */
export const setInquiryStatus = action(
  { schema: inquiryStatusSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const updated = await withUser(user.claims, (tx) =>
      tx
        .update(contactInquiries)
        .set({ status: input.status })
        .where(eq(contactInquiries.id, input.id))
        .returning({ id: contactInquiries.id }),
    );
    if (updated.length === 0) return { ok: false, error: 'That inquiry no longer exists.' };
    revalidatePortal('/admin/inquiries');
    return { ok: true };
  },
);

const INQUIRY_GONE = 'That inquiry no longer exists.';
const ALREADY_CONVERTED = 'This inquiry has already been converted.';
const STAFF_EMAIL = 'That email belongs to a team member, not a client.';

/**
 * Converts an inquiry into a client (linked by email when one exists, else created) and a
 * project in Discovery/Audit, once; the posted form opens the new project.
 */
export const convertInquiry = action(
  {
    schema: convertInquirySchema,
    role: 'admin',
    redirectOnPost: (converted: { projectId: string }) => `/admin/projects/${converted.projectId}`,
  },
  async (input, { user }): Promise<ActionResult<{ projectId: string }>> => {
    try {
      const target = await withUser(user.claims, (tx) => conversionTarget(tx, input.id));
      if (target.kind === 'gone') return { ok: false, error: INQUIRY_GONE };
      if (target.kind === 'converted') return { ok: false, error: ALREADY_CONVERTED };
      if (target.kind === 'staff-email') return { ok: false, error: STAFF_EMAIL };
      const { inquiry } = target;
      const { projectId } =
        target.kind === 'link'
          ? await withUser(user.claims, (tx) =>
              recordConversion(tx, inquiry, { id: target.clientId, created: false }, user.claims.sub),
            )
          : await adminUsers().createAccount(
              user.claims,
              { email: inquiry.email, fullName: inquiry.fullName },
              (tx, id) => recordConversion(tx, inquiry, { id, created: true }, user.claims.sub),
            );
      revalidatePortal('/admin/inquiries');
      revalidatePortal('/admin/projects');
      revalidatePortal('/admin/clients');
      return { ok: true, projectId };
    } catch (error) {
      // Two admins at once: the conversion's primary key refused the second.
      if (isUniqueViolation(error)) return { ok: false, error: ALREADY_CONVERTED };
      if (error instanceof DuplicateEmailError)
        return { ok: false, error: 'Please try again: the client was just created.' };
      if (isDatabaseUnavailable(error)) throw error;
      console.error('Converting an inquiry failed', error);
      return { ok: false, error: 'The inquiry could not be converted. Please try again.' };
    }
  },
);
