'use server';

import { randomUUID } from 'node:crypto';
import { action, type ActionResult } from '@/lib/actions/action';
import { requestContext } from '@/lib/auth/request';
import { eq } from 'drizzle-orm';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { withAnon, withUser } from '@/lib/db/client';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { IDEMPOTENCY_FIELD } from '@/lib/idempotency/form-key';
import { readIdempotencyKey } from '@/lib/idempotency/key';
import { once } from '@/lib/idempotency/queries';
import { contactInquiries } from '@/lib/db/schema';
import { isWithinRateLimit, RATE_LIMITS } from '@/lib/security/rate-limit';
import { deliverSoon, smtpConfigured } from '@/lib/mail/deliver';
import { queueMail } from '@/lib/mail/queue';
import { contactValuesFrom, emptyContactValues, type ContactFormState } from './contact-form-state';
import { inquiryMail } from './notify';
import { contactSchema, inquiryStatusSchema, RATE_LIMITED_MESSAGE, STORE_FAILED_MESSAGE } from './schema';
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
 * form and the page is rendered again from this state: the spec's messages next to the fields
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
