import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { postgresClient } from '@/lib/db/postgres-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from '@/lib/db/embedded';
import { migrate } from '@/lib/db/migrate';
import { demoAccounts, seedDemo } from '@/lib/db/seed-demo';
import type { ContactFormState } from '@/lib/inquiries/contact-form-state';
import { badStrings, wrongTypes } from '../support/bad-input';

// The bad-input corpus sent straight to the server actions, past any browser validation.
// Every answer must be a clear error or a correct store, never an exception (a 500).

// The corpus stores hundreds of valid messages, tickets and files as one person in seconds;
// the write rates have their own tests (tests/db/write-limits.test.ts).
process.env.WRITE_RATE_MESSAGES = '100000/60';
process.env.WRITE_RATE_TICKET_REPLIES = '100000/60';
process.env.WRITE_RATE_TICKETS = '100000/60';
process.env.WRITE_RATE_UPLOAD_MB = '100000/60';

const request = vi.hoisted(() => ({ ip: 0, user: null as unknown }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': `203.0.113.${(request.ip = (request.ip % 250) + 1)}` }),
  cookies: async () => ({ getAll: () => [], set: () => {} }),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error(`NEXT_REDIRECT ${to}`), { digest: `NEXT_REDIRECT;${to}` });
  },
}));
vi.mock('@/lib/auth/current-user', () => ({ getCurrentUser: async () => request.user }));

type Result = { ok: boolean; error?: string };
/** A form's answer as `useActionState` gets it (lib/actions/action.ts). */
type Posted = Result & { message?: string; fieldErrors?: Record<string, string>; values?: Record<string, string> };
/** An action called with its input, or as a form uses it: (previous state, FormData). */
type FormAction = ((input: unknown) => Promise<Posted>) & ((previous: unknown, formData: FormData) => Promise<Posted>);

describe('the bad-input corpus against the server actions', () => {
  let server: EmbeddedServer;
  let sql: postgres.Sql;
  let actions: {
    submitInquiry: (input: unknown) => Promise<Result>;
    submitInquiryForm: (previous: unknown, formData: FormData) => Promise<ContactFormState>;
    setInquiryStatus: (input: unknown) => Promise<Result>;
    signIn: FormAction;
    requestPasswordReset: FormAction;
    signInWithCode: FormAction;
    completePasswordReset: FormAction;
    acceptInvitation: FormAction;
    changePassword: FormAction;
    requestEmailChange: FormAction;
    undoEmailChange: FormAction;
    updateProfile: FormAction;
    rotateAdminToken: (input: unknown) => Promise<Result>;
    createClient: FormAction;
    createProject: FormAction;
    updateClient: (input: unknown) => Promise<Result>;
    inviteClient: (input: unknown) => Promise<Result>;
    addCustomField: (input: unknown) => Promise<Result>;
    deleteCustomField: (input: unknown) => Promise<Result>;
    updateUser: (input: unknown) => Promise<Result>;
    inviteUser: (input: unknown) => Promise<Result>;
    createTicket: FormAction;
    setTicketStatus: (input: unknown) => Promise<Result>;
    uploadProjectFile: (input: unknown) => Promise<Result>;
    deleteProjectFile: (input: unknown) => Promise<Result>;
    requestApproval: FormAction;
    decideApproval: FormAction;
    postMessage: FormAction;
    markMessagesRead: (input: unknown) => Promise<Result>;
    replyToTicket: FormAction;
    bookCall: FormAction;
    cancelBooking: FormAction;
    rescheduleBooking: FormAction;
    saveBookingSettings: FormAction;
    saveReminderSettings: FormAction;
    convertInquiry: FormAction;
    saveProposalDraft: FormAction;
    sendProposal: FormAction;
    acceptProposal: FormAction;
    declineProposal: FormAction;
    countersignProposal: FormAction;
    setCountersignOffered: FormAction;
    setCountersignRequired: FormAction;
    createProposalTemplate: FormAction;
    deleteProposalTemplate: FormAction;
    inviteTeammate: FormAction;
    removeTeammate: FormAction;
    startPaymentMethodSetup: FormAction;
    changeAutopay: FormAction;
    changeAutopayTiming: FormAction;
    saveCaseStudy: FormAction;
    saveTestimonial: FormAction;
    requestShowcaseApproval: FormAction;
    setShowcasePublished: FormAction;
    withdrawShowcaseConsent: FormAction;
    changeTeammateAccess: FormAction;
    updateCompanyDetails: FormAction;
  };

  beforeAll(async () => {
    server = await startEmbeddedPostgres();
    sql = postgresClient(server.url, { max: 2, prepare: false, onnotice: () => {} });
    await migrate(sql, { localShim: true });
    await seedDemo(sql);
    process.env.DATABASE_URL = server.url;
    process.env.AUTH_SECRET = 'x'.repeat(48);
    const [admin] = await sql`select * from app.profiles where email = ${demoAccounts.admin}`;
    request.user = {
      claims: { sub: admin.id, role: 'authenticated', email: admin.email },
      profile: { ...admin, role: 'admin' },
    };
    actions = {
      ...(await import('@/lib/inquiries/actions')),
      ...(await import('@/lib/auth/actions')),
      ...(await import('@/lib/security/actions')),
      ...(await import('@/lib/clients/actions')),
      ...(await import('@/lib/projects/actions')),
      ...(await import('@/lib/custom-fields/actions')),
      ...(await import('@/lib/users/actions')),
      ...(await import('@/lib/invitations/actions')),
      ...(await import('@/lib/support/actions')),
      ...(await import('@/lib/files/actions')),
      ...(await import('@/lib/approvals/actions')),
      ...(await import('@/lib/messages/actions')),
      ...(await import('@/lib/accounts/actions')),
      ...(await import('@/lib/accounts/admin-actions')),
      ...(await import('@/lib/accounts/two-factor-actions')),
      ...(await import('@/lib/bookings/actions')),
      ...(await import('@/lib/billing/reminders/actions')),
      ...(await import('@/lib/proposals/actions')),
      ...(await import('@/lib/companies/actions')),
      ...(await import('@/lib/billing/autopay/actions')),
      ...(await import('@/lib/showcase/actions')),
    } as never;
  });
  afterAll(async () => {
    await sql?.end();
    await server?.stop();
  });

  const base = {
    fullName: 'Robin Quinn',
    email: 'robin@quinn.example',
    company: 'Quinn Dental',
    phone: '',
    projectType: 'other',
    budget: '5k-15k',
    timeline: 'flexible',
    description: 'We need one system for scheduling, reminders and invoices for three clinics.',
  };

  const expectClearError = (result: Result) => {
    expect(result.ok).toBe(false);
    expect(typeof result.error).toBe('string');
    expect(result.error!.length).toBeGreaterThan(5);
  };

  it.each(['fullName', 'email', 'company', 'phone', 'description'] as const)(
    'contact form field %s: each hostile string is refused clearly or stored exactly',
    async (field) => {
      for (const [name, value] of badStrings) {
        const marker = `corpus-${field}-${name}`.replace(/\W+/g, '-');
        const input = { ...base, company: field === 'company' ? value : marker, [field]: value };
        const result = await actions.submitInquiry(input);
        if (!result.ok) {
          expectClearError(result);
          continue;
        }
        const key =
          field === 'company' ? { column: 'company', value: value.trim() } : { column: 'company', value: marker };
        const rows = await sql`select * from app.contact_inquiries where ${sql(key.column)} = ${key.value}`;
        expect(rows, `${field} / ${name}`).toHaveLength(1);
        const column = {
          fullName: 'full_name',
          email: 'email',
          company: 'company',
          phone: 'phone',
          description: 'description',
        }[field];
        expect(rows[0][column], `${field} / ${name}`).toBe(
          value.trim() === '' && field === 'phone' ? null : value.trim(),
        );
        await sql`delete from app.contact_inquiries where id = ${rows[0].id}`;
      }
    },
  );

  it('the posted contact form: bad fields come back with messages and the text kept; a valid one is stored', async () => {
    const form = (fields: Record<string, string | Blob>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(fields)) data.append(key, value);
      return data;
    };
    // Whatever the browser sends as the previous state, and whatever the fields hold.
    for (const previous of [null, undefined, 'text', 42, { answer: 'x' }, { answer: Number.MAX_VALUE }]) {
      const refused = await actions.submitInquiryForm(
        previous,
        form({ ...base, fullName: 'a\u0000b', email: 'not an email', description: new Blob(['a file']) }),
      );
      expect(refused.status).toBe('error');
      expect(refused.error!.length).toBeGreaterThan(5);
      expect(refused.values.fullName).toBe('a\u0000b');
      expect(refused.values.description).toBe('');
      expect(Number.isSafeInteger(refused.answer)).toBe(true);
    }
    const invalid = await actions.submitInquiryForm(null, form({ ...base, email: 'not an email', budget: 'lots' }));
    expect(invalid).toMatchObject({
      status: 'error',
      fieldErrors: { email: 'Please enter a valid email', budget: 'Please select a budget range' },
      values: { ...base, email: 'not an email', budget: 'lots' },
    });

    const email = `posted-${Date.now()}@quinn.example`;
    const sent = await actions.submitInquiryForm(null, form({ ...base, email, website: '' }));
    expect(sent).toMatchObject({ status: 'sent', error: null });
    expect(await sql`select 1 from app.contact_inquiries where email = ${email}`).toHaveLength(1);
  });

  it('refuses NUL bytes with one clear message and stores nothing', async () => {
    const [{ before }] = await sql`select count(*)::int as before from app.contact_inquiries`;
    const result = await actions.submitInquiry({ ...base, fullName: 'a\u0000b' });
    expectClearError(result);
    expect(result.error).toMatch(/cannot be stored/);
    const [{ after }] = await sql`select count(*)::int as after from app.contact_inquiries`;
    expect(after).toBe(before);
  });

  it('refuses wrong types in every contact field and stores nothing', async () => {
    const [{ before }] = await sql`select count(*)::int as before from app.contact_inquiries`;
    for (const field of Object.keys(base)) {
      for (const [name, value] of wrongTypes) {
        if (field === 'phone' && (name === 'empty string' || name === 'null')) continue;
        const result = await actions.submitInquiry({ ...base, [field]: value });
        if (name === 'empty string' && field === 'phone') continue;
        expect(result.ok, `${field} = ${name}`).toBe(false);
      }
    }
    for (const whole of [null, undefined, 'text', 42, [], { ...base, extra: '<script>' }]) {
      const result = await actions.submitInquiry(whole);
      if (result.ok) {
        // Unknown keys are dropped, never stored.
        const [row] = await sql`select * from app.contact_inquiries order by created_at desc limit 1`;
        expect(Object.values(row)).not.toContain('<script>');
        await sql`delete from app.contact_inquiries where id = ${row.id}`;
      } else expectClearError(result);
    }
    const [{ after }] = await sql`select count(*)::int as after from app.contact_inquiries`;
    expect(after).toBe(before);
  });

  it('sign-in answers every hostile email and password with a clear error', async () => {
    for (const [, value] of badStrings) {
      for (const input of [
        { email: value, password: 'demo-password' },
        { email: demoAccounts.client, password: value },
      ]) {
        const result = await actions.signIn(input);
        expectClearError(result);
      }
    }
    for (const [, value] of wrongTypes) {
      expectClearError(await actions.signIn({ email: value, password: value }));
    }
  });

  it('the forms the browser posts itself (signed-out flows) answer hostile fields clearly, never with the password', async () => {
    const data = (fields: Record<string, string | Blob>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      return form;
    };
    /** The action as its form calls it; a redirect (signed in, say) as the browser gets it. */
    const post = async (
      run: FormAction,
      previous: unknown,
      form: FormData,
    ): Promise<Posted | { redirectedTo: string }> => {
      try {
        return await run(previous, form);
      } catch (error) {
        const digest = String((error as { digest?: unknown }).digest ?? '');
        if (!digest.startsWith('NEXT_REDIRECT;')) throw error;
        return { redirectedTo: digest.slice('NEXT_REDIRECT;'.length) };
      }
    };
    const refusal = (answer: Posted | { redirectedTo: string }): Posted => {
      expect(answer).not.toHaveProperty('redirectedTo');
      return answer as Posted;
    };
    for (const [, value] of badStrings) {
      const variants: Record<string, string>[] = [
        { email: value, password: 'demo-password', next: value },
        { email: demoAccounts.client, password: value },
      ];
      for (const fields of variants) {
        const answer = refusal(await post(actions.signIn, null, data(fields)));
        expect(answer.error).toEqual(expect.any(String));
        expect(answer.ok).toBe(false);
        // The email (and where to go next) come back to the form; the password never does.
        expect(Object.keys(answer.values ?? {}).every((name) => ['email', 'next'].includes(name))).toBe(true);
        for (const kept of Object.values(answer.values ?? {})) expect(kept.length).toBeLessThanOrEqual(10_000);
        // A password long enough not to occur by chance in the email or the messages.
        if (fields.password !== fields.email && fields.password.length >= 12) {
          expect(JSON.stringify(answer)).not.toContain(JSON.stringify(fields.password).slice(1, -1));
        }
      }
      const reset = refusal(await post(actions.requestPasswordReset, value, data({ email: value })));
      expect(reset.error ?? reset.message).toEqual(expect.any(String));
      // The two-factor step and the emailed links' forms send back no code, token or password.
      for (const answer of [
        await post(actions.signInWithCode, value, data({ code: value, next: value })),
        await post(
          actions.completePasswordReset,
          null,
          data({ token: value, password: value, confirmPassword: value }),
        ),
        await post(actions.acceptInvitation, null, data({ token: value, password: value, confirmPassword: value })),
      ]) {
        const refused = refusal(answer);
        expect(refused.error).toEqual(expect.any(String));
        expect(Object.keys(refused.values ?? {}).filter((name) => name !== 'next')).toEqual([]);
      }
    }
    // A file where text belongs, and no fields at all.
    const file = new File(['x'], 'a.txt');
    expect(refusal(await post(actions.signIn, null, data({ email: file, password: file }))).fieldErrors?.email).toBe(
      'Email is required',
    );
    expect(refusal(await post(actions.signIn, undefined, new FormData())).error).toEqual(expect.any(String));
    expect(refusal(await post(actions.requestPasswordReset, 42, data({ email: file }))).fieldErrors?.email).toEqual(
      expect.any(String),
    );
  });

  it('admin actions refuse malformed input', async () => {
    for (const [, value] of [...badStrings, ...wrongTypes]) {
      expectClearError(await actions.setInquiryStatus({ id: value, status: 'closed' }));
      expectClearError(await actions.setInquiryStatus({ id: '00000000-0000-4000-8000-000000000000', status: value }));
    }
    expectClearError(await actions.setInquiryStatus({ id: '00000000-0000-4000-8000-000000000000', status: 'closed' }));
    expectClearError(await actions.rotateAdminToken({ unexpected: '<script>' }));
  });

  /** Every hostile string and wrong type in every field of `base`: a clear error or success, never a throw. */
  async function tryEveryField(
    run: (input: Record<string, unknown>) => Promise<Result>,
    base: Record<string, unknown>,
    onStored?: (input: Record<string, unknown>, field: string, value: string) => Promise<void>,
  ) {
    for (const field of Object.keys(base)) {
      for (const [, value] of badStrings) {
        const input = { ...base, [field]: value };
        const result = await run(input);
        if (result.ok) await onStored?.(input, field, value);
        else expectClearError(result);
      }
      for (const [, value] of wrongTypes) {
        const result = await run({ ...base, [field]: value });
        if (!result.ok) expectClearError(result);
      }
    }
  }

  it('the new client and project forms posted before hydration: hostile fields, custom fields and files', async () => {
    const [owner] = await sql`select id from app.profiles where email = ${demoAccounts.client2}`;
    /** A clear refusal, or the new record's page (a redirect, as the browser's post gets). */
    const post = async (
      run: FormAction,
      fields: [string, string | Blob][],
    ): Promise<{ redirectedTo: string } | Posted> => {
      const form = new FormData();
      for (const [name, value] of fields) form.append(name, value);
      try {
        return await run({ kept: 42 }, form);
      } catch (error) {
        const digest = String((error as { digest?: unknown }).digest ?? '');
        if (!digest.startsWith('NEXT_REDIRECT;')) throw error;
        return { redirectedTo: digest.slice('NEXT_REDIRECT;'.length) };
      }
    };
    let stored = 0;
    const expectAnswered = (answer: { redirectedTo: string } | Posted, where: string) => {
      if ('redirectedTo' in answer) stored += 1;
      if ('redirectedTo' in answer)
        return expect(answer.redirectedTo, where).toMatch(/^\/admin\/(clients|projects)\/[0-9a-f-]{36}$/);
      expect(answer.error, where).toEqual(expect.any(String));
      expect(answer.error!.length, where).toBeGreaterThan(5);
      expect(answer.ok, where).toBe(false);
      for (const value of Object.values(answer.values ?? {})) expect(value.length).toBeLessThanOrEqual(10_000);
    };
    let n = 0;
    const clientFields = () => ({
      email: `posted-corpus-${++n}@bench.example`,
      fullName: 'Posted Corpus',
      companyName: 'Posted Co',
      'customFields[Industry]': 'Retail',
      idempotencyKey: randomUUID(),
    });
    const projectFields = () => ({
      title: `Posted corpus ${++n}`,
      clientId: owner.id,
      stage: 'discovery_audit',
      projectValue: '1000',
      // Every box posts, blank or not, as the browser sends the form.
      monthlyFee: '',
      progressPercentage: '',
      startDate: '',
      endDate: '',
      description: '',
      'customFields[Repository]': 'git.example/corpus',
      idempotencyKey: randomUUID(),
    });
    const file = new Blob(['not text'], { type: 'text/plain' });
    for (const [run, fields] of [
      [actions.createClient, clientFields],
      [actions.createProject, projectFields],
    ] as const) {
      for (const field of Object.keys(fields())) {
        for (const [name, value] of badStrings) {
          expectAnswered(await post(run, Object.entries({ ...fields(), [field]: value })), `${field} / ${name}`);
        }
        expectAnswered(await post(run, Object.entries({ ...fields(), [field]: file })), `${field} / a file`);
      }
      // Hostile custom fields: odd names, odd checkbox values, far too many, a prototype's name.
      for (const [name, value] of badStrings) {
        expectAnswered(
          await post(run, [...Object.entries(fields()), [`customFields[${value}]`, value]]),
          `custom ${name}`,
        );
        expectAnswered(
          await post(run, [...Object.entries(fields()), [`customFields[${value}]`, 'true']]),
          `checked ${name}`,
        );
      }
      const many = Array.from({ length: 500 }, (_, i): [string, string] => [`customFields[f${i}]`, 'x']);
      const tooMany = await post(run, [...Object.entries(fields()), ...many]);
      expectAnswered(tooMany, 'too many custom fields');
      if (!('redirectedTo' in tooMany)) expect(Object.keys(tooMany.values ?? {}).length).toBeLessThanOrEqual(220);
      expectAnswered(await post(run, [...Object.entries(fields()), ['customFields[__proto__]', 'x']]), '__proto__');
      expect(({} as Record<string, unknown>).x).toBeUndefined();
      // Most hostile text is stored as typed: the loop really reached the database.
      expect(stored).toBeGreaterThan(10);
      stored = 0;
    }
    // The same fill posted twice (a double tap, a resubmitted page) stores one client and one project.
    const client = Object.entries(clientFields());
    const project = Object.entries(projectFields());
    const first = await post(actions.createClient, client);
    expect(first).toHaveProperty('redirectedTo');
    expect(await post(actions.createClient, client)).toEqual(first);
    expect(await sql`select 1 from app.profiles where email = ${client[0][1]}`).toHaveLength(1);
    const firstProject = await post(actions.createProject, project);
    expect(firstProject).toHaveProperty('redirectedTo');
    expect(await post(actions.createProject, project)).toEqual(firstProject);
    expect(await sql`select custom_fields from app.projects where title = ${project[0][1]}`).toEqual([
      { custom_fields: { Repository: 'git.example/corpus' } },
    ]);
  });

  it('client create and edit: hostile text is refused or stored exactly; unsafe websites never stored', async () => {
    let n = 0;
    const [client] = await sql`select id from app.profiles where email = ${demoAccounts.client2}`;
    const base = {
      email: '',
      fullName: 'Corpus Client',
      companyName: 'Corpus Co',
      phone: '',
      website: '',
      address: '',
    };
    await tryEveryField(
      (input) =>
        actions.createClient({
          ...input,
          email: input.email === '' ? `corpus-${++n}@bench.example` : input.email,
          customFields: {},
        }),
      base,
      async (input, field, value) => {
        const column = {
          email: 'email',
          fullName: 'full_name',
          companyName: 'company_name',
          phone: 'phone',
          website: 'website',
          address: 'address',
        }[field]!;
        const [row] =
          await sql`select * from app.profiles where ${sql(column)} = ${value.trim()} order by created_at desc limit 1`;
        if (field === 'website') expect(String(row?.website ?? '')).toMatch(/^https?:\/\//);
        else expect(row, `${field}`).toBeTruthy();
      },
    );
    const websites = await sql`select website from app.profiles where website is not null and website !~ '^https?://'`;
    expect(websites).toEqual([]);
    await tryEveryField(
      (input) => actions.updateClient({ ...input, id: client.id, email: demoAccounts.client2, customFields: {} }),
      {
        fullName: 'Priya Shah',
        companyName: 'Prairie Health Clinic',
        phone: '',
        address: '',
      },
    );
    for (const [, value] of [...badStrings, ...wrongTypes])
      expectClearError(await actions.inviteClient({ clientId: value }));
  });

  it('custom fields, users and invitations refuse malformed input', async () => {
    let n = 0;
    await tryEveryField(
      (input) =>
        actions.addCustomField({
          ...input,
          fieldName: typeof input.fieldName === 'string' ? `${input.fieldName}-${++n}` : input.fieldName,
        }),
      { entityType: 'client', fieldName: 'Corpus field', fieldType: 'text', isRequired: false, fieldOptions: [] },
    );
    for (const [, value] of [...badStrings, ...wrongTypes])
      expectClearError(await actions.deleteCustomField({ id: value }));
    const [someone] = await sql`select id from app.profiles where email = ${demoAccounts.client2}`;
    await tryEveryField((input) => actions.updateUser({ ...input, id: someone.id }), {
      fullName: 'Priya Shah',
      companyName: 'Prairie Health Clinic',
    });
    await tryEveryField(
      (input) =>
        actions.inviteUser({
          ...input,
          email: input.email === 'x' ? `corpus-invite-${++n}@bench.example` : input.email,
        }),
      {
        email: 'x',
        fullName: 'Invited Person',
        role: 'client',
      },
    );
    for (const [, value] of [...badStrings, ...wrongTypes]) {
      expectClearError(
        await actions.acceptInvitation({
          token: value,
          password: 'a-good-password',
          confirmPassword: 'a-good-password',
        }),
      );
    }
  });

  it('support tickets and file sharing refuse malformed input', async () => {
    const admin = request.user;
    const [client] = await sql`select * from app.profiles where email = ${demoAccounts.client}`;
    request.user = {
      claims: { sub: client.id, role: 'authenticated', email: client.email },
      profile: { ...client, role: 'client' },
    };
    try {
      await tryEveryField(actions.createTicket, {
        subject: 'Invoice question',
        priority: 'medium',
        description: 'Could you resend the last invoice as a PDF, please?',
        projectId: '',
      });
      // As the browser posts it before hydration: text fields only, a fresh key each time.
      let stored = 0;
      await tryEveryField(
        async (input) => {
          const form = new FormData();
          for (const [key, value] of Object.entries(input)) if (typeof value === 'string') form.append(key, value);
          form.append('idempotencyKey', randomUUID());
          return actions.createTicket({ kept: 42 }, form);
        },
        { subject: 'Posted question', priority: 'low', description: 'Sent before the page had loaded.', projectId: '' },
        async () => {
          stored += 1;
        },
      );
      expect(stored).toBeGreaterThan(0);
      // The same fill posted twice (a double tap, a resubmitted page) stores one ticket.
      const subject = `Twice ${randomUUID()}`;
      const twice = new FormData();
      for (const [key, value] of Object.entries({ subject, priority: 'low', description: 'x' }))
        twice.append(key, value);
      twice.append('idempotencyKey', randomUUID());
      const first = await actions.createTicket(null, twice);
      expect(first.ok).toBe(true);
      expect(await actions.createTicket(null, twice)).toEqual(first);
      expect(await sql`select 1 from app.support_tickets where subject = ${subject}`).toHaveLength(1);
      const foreign = await sql`select id from app.projects where client_id <> ${client.id} limit 1`;
      expectClearError(
        await actions.createTicket({
          subject: 'x',
          priority: 'low',
          description: 'Another client project',
          projectId: foreign[0].id,
        }),
      );
    } finally {
      request.user = admin;
    }
    for (const [, value] of [...badStrings, ...wrongTypes]) {
      expectClearError(await actions.setTicketStatus({ id: value, status: 'resolved' }));
      expectClearError(await actions.deleteProjectFile({ id: value }));
      expectClearError(await actions.uploadProjectFile({ projectId: value, file: value }));
    }
  });

  it('approvals and client files: every hostile input gets a clear error or a correct store', async () => {
    const admin = request.user;
    const [client] = await sql`select * from app.profiles where email = ${demoAccounts.client}`;
    const [own] = await sql`select id from app.projects where client_id = ${client.id} limit 1`;
    const [foreign] = await sql`select id from app.projects where client_id <> ${client.id} limit 1`;
    const [adminProfile] = await sql`select id from app.profiles where email = ${demoAccounts.admin}`;
    const withKey = (input: Record<string, unknown>) => ({ ...input, idempotencyKey: randomUUID() });
    await tryEveryField((input) => actions.requestApproval(withKey(input)), {
      projectId: own.id,
      kind: 'milestone',
      fileId: '',
      title: 'Design sign-off',
      note: 'Please look at the mock-ups.',
    });
    // The same request posted by the browser itself (before hydration): every field hostile or
    // a file; the same fill posted twice stores one request.
    const requestFields = () => ({
      projectId: own.id,
      kind: 'milestone',
      fileId: '',
      title: `Posted sign-off ${randomUUID()}`,
      note: 'Sent before the page had loaded.',
      idempotencyKey: randomUUID(),
    });
    const postRequest = (fields: Record<string, string | Blob>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return actions.requestApproval({ kept: 42 }, form);
    };
    let requested = 0;
    for (const field of Object.keys(requestFields())) {
      for (const [, value] of badStrings) {
        const answer = await postRequest({ ...requestFields(), [field]: value });
        if (answer.ok) requested += 1;
        else expect(answer.error!.length).toBeGreaterThan(5);
      }
      // A file where text belongs is no text: refused where the field is needed, left out where it is not.
      const withFile = await postRequest({ ...requestFields(), [field]: new Blob(['x']) });
      if (!withFile.ok) expect(withFile.error!.length).toBeGreaterThan(5);
    }
    expect(requested).toBeGreaterThan(0);
    const twice = requestFields();
    const firstRequest = await postRequest(twice);
    expect(firstRequest.ok).toBe(true);
    expect(await postRequest(twice)).toEqual(firstRequest);
    expect(await sql`select 1 from app.approvals where title = ${twice.title}`).toHaveLength(1);
    const [pending] = await sql`
      insert into app.approvals (project_id, kind, title, requested_by)
      values (${own.id}, 'milestone', 'Corpus', ${adminProfile.id}) returning id`;
    const [foreignFile] = await sql`
      insert into app.project_files (project_id, storage_key, file_name, content_type, size_bytes, uploaded_by)
      values (${own.id}, ${randomUUID()}, 'team.pdf', 'application/pdf', 10, ${adminProfile.id}) returning id`;
    request.user = {
      claims: { sub: client.id, role: 'authenticated', email: client.email },
      profile: { ...client, role: 'client' },
    };
    try {
      await tryEveryField(actions.decideApproval, {
        id: '00000000-0000-4000-8000-000000000000',
        decision: 'changes_requested',
        comment: 'Please change the header',
      });
      for (const [, value] of [...badStrings, ...wrongTypes]) {
        expectClearError(await actions.decideApproval({ id: pending.id, decision: value, comment: value }));
      }
      // As the browser posts it before hydration: the pressed button's decision, text fields only.
      const postDecision = async (input: Record<string, unknown>): Promise<Result> => {
        const form = new FormData();
        for (const [key, value] of Object.entries(input)) if (typeof value === 'string') form.append(key, value);
        return actions.decideApproval({ fieldErrors: null }, form);
      };
      await tryEveryField(postDecision, {
        id: '00000000-0000-4000-8000-000000000000',
        decision: 'changes_requested',
        comment: 'Please change the header',
      });
      for (const [, value] of badStrings) {
        expectClearError(await postDecision({ id: pending.id, decision: value, comment: value }));
      }
      expect(await sql`select status from app.approvals where id = ${pending.id}`).toEqual([{ status: 'pending' }]);
      // A client never asks for approvals, shares on another client's project or removes the team's file.
      expectClearError(await actions.requestApproval(withKey({ projectId: own.id, kind: 'milestone', title: 'x' })));
      const form = new FormData();
      form.set('projectId', foreign.id);
      form.set('file', new File(['A plain brief'], 'brief.txt', { type: 'text/plain' }));
      form.set('idempotencyKey', randomUUID());
      expectClearError(await actions.uploadProjectFile(form));
      expectClearError(await actions.deleteProjectFile({ id: foreignFile.id }));
      expect(await sql`select id from app.project_files where id = ${foreignFile.id}`).toHaveLength(1);
    } finally {
      request.user = admin;
    }
  });

  it('account actions: every hostile string and wrong type gets a clear error or a correct store', async () => {
    const [client] = await sql`select id from app.profiles where email = ${demoAccounts.client}`;
    const cases: [string, Record<string, unknown>][] = [
      ['updateProfile', { fullName: 'Ada Admin', phone: '+1 555', companyName: '' }],
      [
        'changePassword',
        { currentPassword: 'not-the-password', newPassword: 'new-secret', confirmPassword: 'new-secret' },
      ],
      ['requestPasswordReset', { email: 'nobody@example.test' }],
      ['completePasswordReset', { token: 'not-a-token', password: 'new-secret', confirmPassword: 'new-secret' }],
      ['requestEmailChange', { email: 'taken@example.test', currentPassword: 'not-the-password' }],
      ['confirmEmailChange', { token: 'not-a-token' }],
      ['undoEmailChange', { token: 'not-a-token' }],
      ['revokeSession', { sessionId: '00000000-0000-4000-8000-000000000000' }],
      ['setAccountActive', { userId: client.id, active: true }],
      ['createResetLink', { userId: '00000000-0000-4000-8000-000000000000' }],
      ['reinvite', { userId: '00000000-0000-4000-8000-000000000000' }],
      ['confirmTwoFactor', { code: '000000', factorId: null }],
      ['disableTwoFactor', { code: '000000' }],
    ];
    for (const [name, input] of cases) {
      // The account actions, looked up by name (typed like every other input action).
      const run = (actions as unknown as Record<string, (input: unknown) => Promise<Result>>)[name];
      expect(run, name).toBeTypeOf('function');
      await tryEveryField((i) => run(i), input);
    }
    // Three of them as the browser posts them itself (before hydration): text fields only.
    const posted =
      (name: 'changePassword' | 'requestEmailChange' | 'updateProfile') =>
      async (input: Record<string, unknown>): Promise<Result> => {
        const form = new FormData();
        for (const [key, value] of Object.entries(input)) if (typeof value === 'string') form.append(key, value);
        const answer = await actions[name](null, form);
        // A refusal never sends a password back.
        if (!answer.ok) expect(Object.keys(answer.values ?? {}).some((key) => /password/i.test(key))).toBe(false);
        return answer;
      };
    await tryEveryField(posted('changePassword'), Object.fromEntries(cases)['changePassword']);
    await tryEveryField(posted('requestEmailChange'), Object.fromEntries(cases)['requestEmailChange']);
    await tryEveryField(posted('updateProfile'), Object.fromEntries(cases)['updateProfile']);
    // The demo admin's role and status never moved through any of it.
    const [admin] = await sql`select role, deactivated_at from app.profiles where email = ${demoAccounts.admin}`;
    expect(admin).toEqual({ role: 'admin', deactivated_at: null });
  }, 120_000);

  it('the team actions of a client company: every hostile input gets a clear error or a correct store', async () => {
    const admin = request.user;
    const [owner] = await sql`
      select p.*, m.organization_id from app.profiles p join app.organization_members m on m.profile_id = p.id
      where p.email = ${demoAccounts.client}`;
    request.user = {
      claims: { sub: owner.id, role: 'authenticated', email: owner.email },
      profile: { ...owner, role: 'client' },
      company: { id: owner.organization_id, name: 'Northstar Outfitters', role: 'owner', restricted: false },
    };
    let n = 0;
    try {
      await tryEveryField(
        (input) => actions.inviteTeammate({ ...input, idempotencyKey: crypto.randomUUID() }),
        {
          organizationId: owner.organization_id,
          email: 'corpus@northstar.example',
          fullName: 'Corpus Person',
          companyRole: 'member',
          restricted: false,
          projectIds: [],
        },
        async (input) => {
          // A stored teammate is in the owner's company with the role asked for; the next
          // try needs a fresh address.
          const [row] = await sql`select m.organization_id, m.company_role from app.organization_members m
            join app.profiles p on p.id = m.profile_id where p.email = ${String(input.email).trim().toLowerCase()}`;
          expect(row).toMatchObject({ organization_id: owner.organization_id, company_role: input.companyRole });
          await sql`delete from auth.users where email = ${String(input.email).trim().toLowerCase()}`;
          n += 1;
        },
      );
      expect(n).toBeGreaterThan(0);
      for (const [, value] of [...badStrings, ...wrongTypes]) {
        expectClearError(await actions.removeTeammate({ organizationId: owner.organization_id, profileId: value }));
        expectClearError(await actions.removeTeammate({ organizationId: value, profileId: owner.id }));
      }
      // A teammate's role and projects, and the company's details: refused clearly or stored
      // as asked.
      const [member] = await sql`select id from app.profiles where email = ${demoAccounts.member}`;
      await tryEveryField(
        (input) => actions.changeTeammateAccess(input),
        {
          organizationId: owner.organization_id,
          profileId: member.id,
          companyRole: 'member',
          restricted: false,
          projectIds: [],
        },
        async (input) => {
          const [row] = await sql`select organization_id, company_role from app.organization_members
            where profile_id = ${String(input.profileId)}`;
          expect(row).toMatchObject({ organization_id: owner.organization_id, company_role: input.companyRole });
        },
      );
      await actions.changeTeammateAccess({
        organizationId: owner.organization_id,
        profileId: member.id,
        companyRole: 'member',
      });
      const [company] = await sql`select name, address, website, billing_email from app.client_organizations
        where id = ${owner.organization_id}`;
      await tryEveryField(
        (input) => actions.updateCompanyDetails(input),
        {
          organizationId: owner.organization_id,
          name: company.name,
          address: 'Somewhere 1',
          website: 'https://northstar.example',
          billingEmail: 'accounts@northstar.example',
        },
        async (input) => {
          const [row] = await sql`select name from app.client_organizations where id = ${owner.organization_id}`;
          expect(row.name).toBe(String(input.name).trim());
        },
      );
      await sql`update app.client_organizations set name = ${company.name}, address = ${company.address},
        website = ${company.website}, billing_email = ${company.billing_email} where id = ${owner.organization_id}`;
      // The owner is still the owner of the company after all of it.
      const [still] = await sql`select company_role from app.organization_members where profile_id = ${owner.id}`;
      expect(still.company_role).toBe('owner');
    } finally {
      request.user = admin;
    }
  }, 180_000);

  it('project messages and ticket replies: hostile input is refused clearly or stored exactly', async () => {
    const admin = request.user;
    const [client] = await sql`select * from app.profiles where email = ${demoAccounts.client}`;
    const [own] = await sql`select id from app.projects where client_id = ${client.id} limit 1`;
    const [foreign] = await sql`select id from app.projects where client_id <> ${client.id} limit 1`;
    const [ticket] = await sql`insert into app.support_tickets (client_id, subject, description)
                               values (${client.id}, 'Corpus ticket', 'x') returning id`;
    const [foreignTicket] = await sql`insert into app.support_tickets (client_id, subject, description)
      select client_id, 'Not yours', 'x' from app.projects where id = ${foreign.id} returning id`;
    const key = () => crypto.randomUUID();
    const form = (fields: Record<string, unknown>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields))
        data.append(name, value instanceof Blob ? value : String(value));
      return data;
    };
    request.user = {
      claims: { sub: client.id, role: 'authenticated', email: client.email },
      profile: { ...client, role: 'client' },
    };
    try {
      // Every hostile string and wrong type in every field: a clear error, or the text stored exactly.
      await tryEveryField(
        (input) => actions.postMessage({ ...input, idempotencyKey: key() }),
        { projectId: own.id, body: 'Hello team' },
        async (input, field, value) => {
          const rows =
            await sql`select body from app.project_messages where project_id = ${own.id} and body = ${value.trim()}`;
          expect(rows.length, `${field}`).toBeGreaterThan(0);
        },
      );
      await tryEveryField((input) => actions.replyToTicket({ ...input, idempotencyKey: key() }), {
        ticketId: ticket.id,
        body: 'More details',
      });
      for (const [, value] of [...badStrings, ...wrongTypes]) {
        expectClearError(await actions.markMessagesRead({ projectId: value, upTo: new Date().toISOString() }));
        expectClearError(await actions.markMessagesRead({ projectId: own.id, upTo: value }));
        expectClearError(await actions.setTicketStatus({ id: ticket.id, status: value }));
        // The posted forms (without JavaScript): any field value, any previous state.
        const posted = await actions.postMessage(value, form({ projectId: value, body: value, idempotencyKey: key() }));
        if (!posted.ok) expectClearError(posted);
        const replied = await actions.replyToTicket(
          value,
          form({ ticketId: value, body: value, idempotencyKey: key() }),
        );
        if (!replied.ok) expectClearError(replied);
      }
      // The target is authorized, not only the caller: another client's project and ticket.
      const [{ before }] =
        await sql`select count(*)::int as before from app.project_messages where project_id = ${foreign.id}`;
      expectClearError(await actions.postMessage({ projectId: foreign.id, body: 'hi', idempotencyKey: key() }));
      expectClearError(await actions.markMessagesRead({ projectId: foreign.id, upTo: new Date().toISOString() }));
      expectClearError(await actions.replyToTicket({ ticketId: foreignTicket.id, body: 'hi', idempotencyKey: key() }));
      expectClearError(await actions.setTicketStatus({ id: foreignTicket.id, status: 'resolved' }));
      const [{ after }] =
        await sql`select count(*)::int as after from app.project_messages where project_id = ${foreign.id}`;
      expect(after).toBe(before);
      const [{ status }] = await sql`select status from app.support_tickets where id = ${foreignTicket.id}`;
      expect(status).toBe('open');
      // Files through the shared-file rules: a program renamed .pdf, too many, a bad type.
      const files = (list: File[]) => {
        const data = form({ projectId: own.id, body: 'With files', idempotencyKey: key() });
        for (const file of list) data.append('files', file);
        return actions.postMessage(data);
      };
      expectClearError(await files([new File(['MZ'], 'tool.pdf', { type: 'application/pdf' })]));
      expectClearError(await files([new File(['x'], 'tool.exe')]));
      expectClearError(await files(Array.from({ length: 6 }, (_, i) => new File(['text'], `n${i}.txt`))));
    } finally {
      request.user = admin;
    }
    // Staff: a closed ticket takes no reply.
    await sql`update app.support_tickets set status = 'resolved', resolved_at = now() where id = ${ticket.id}`;
    expectClearError(await actions.replyToTicket({ ticketId: ticket.id, body: 'late', idempotencyKey: key() }));
  }, 120_000);

  it('booking a call: hostile text is refused clearly or stored exactly; bad times, zones and links are refused', async () => {
    const { openSlots, withBookingSystem } = await import('@/lib/bookings/queries');
    const nextSlot = async () => (await withBookingSystem((tx) => openSlots(tx, new Date()))).slots[0];
    const booking = {
      fullName: 'Robin Quinn',
      email: 'robin@quinn.example',
      company: 'Quinn Dental',
      phone: '',
      projectType: 'other',
      budget: '5k-15k',
      timeline: 'flexible',
      notes: '',
      visitorTimeZone: 'Europe/Berlin',
    };
    const column = { fullName: 'full_name', company: 'company', notes: 'description', phone: 'phone' } as const;
    for (const field of ['fullName', 'company', 'notes', 'phone'] as const) {
      for (const [name, value] of badStrings) {
        const slot = await nextSlot();
        const marker = `corpus-${field}-${name}`.replace(/\W+/g, '-').slice(0, 150);
        const input = { ...booking, company: field === 'company' ? value : marker, [field]: value };
        const result = await actions.bookCall({
          ...input,
          startsAt: slot.startsAt.toISOString(),
          idempotencyKey: randomUUID(),
        });
        if (!result.ok) {
          expectClearError(result);
          continue;
        }
        const company = field === 'company' ? value.trim() : marker;
        const [inquiry] =
          await sql`select * from app.contact_inquiries where company = ${company} and source = 'call_booking'`;
        const [call] = await sql`select * from app.call_bookings where inquiry_id = ${inquiry.id}`;
        expect(call.starts_at.toISOString(), `${field} / ${name}`).toBe(slot.startsAt.toISOString());
        if (field === 'notes') expect(inquiry.description.endsWith(value.trim()), `${field} / ${name}`).toBe(true);
        else expect(inquiry[column[field]], `${field} / ${name}`).toBe(value.trim() === '' ? null : value.trim());
        await sql`delete from app.call_bookings where id = ${call.id}`;
        await sql`delete from app.contact_inquiries where id = ${inquiry.id}`;
      }
    }
    const slot = (await nextSlot()).startsAt.toISOString();
    for (const [name, value] of [...badStrings, ...wrongTypes]) {
      for (const field of ['startsAt', 'visitorTimeZone', 'email', 'projectType'] as const) {
        const result = await actions.bookCall({
          ...booking,
          startsAt: slot,
          [field]: value,
          idempotencyKey: randomUUID(),
        });
        expect(result.ok, `${field} = ${name}`).toBe(false);
        expectClearError(result);
      }
      for (const input of [{ token: value }, { token: value, startsAt: slot }]) {
        expectClearError(await actions.cancelBooking(input));
        expectClearError(await actions.rescheduleBooking(input));
      }
    }
    // A time the page does not offer (years ahead, or in the past) is refused, not stored.
    for (const startsAt of ['2031-03-02T09:00:00.000Z', '2001-01-01T15:00:00.000Z']) {
      const result = await actions.bookCall({ ...booking, startsAt, idempotencyKey: randomUUID() });
      expect(result).toMatchObject({ ok: false, fieldErrors: { startsAt: expect.any(String) } });
    }
    // A well-formed token that names no call.
    expectClearError(await actions.cancelBooking({ token: 'A'.repeat(43) }));
    expectClearError(await actions.rescheduleBooking({ token: 'A'.repeat(43), startsAt: slot }));
  });

  it('booking settings refuse malformed input and keep the stored rules', async () => {
    const [before] = await sql`select * from app.booking_settings`;
    const days = Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].flatMap((d) => [
        [`${d}Start`, '09:00'],
        [`${d}End`, '17:00'],
      ]),
    );
    const good = {
      timeZone: 'America/Chicago',
      meetingMinutes: '30',
      bufferMinutes: '15',
      noticeHours: '24',
      daysAhead: '21',
      ...days,
    };
    for (const [name, value] of [...badStrings, ...wrongTypes]) {
      for (const field of ['timeZone', 'meetingMinutes', 'daysAhead', 'monStart', 'friEnd']) {
        const result = await actions.saveBookingSettings({ ...good, [field]: value });
        if (result.ok) continue; // e.g. a number's text that is a valid number
        expectClearError(result);
        expect(result.ok, `${field} = ${name}`).toBe(false);
      }
    }
    await actions.saveBookingSettings({
      ...good,
      timeZone: before.time_zone,
      meetingMinutes: String(before.meeting_minutes),
      bufferMinutes: String(before.buffer_minutes),
      noticeHours: String(before.notice_hours),
      daysAhead: String(before.days_ahead),
      ...Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => [`${d}Open`, true])),
    });
    const [after] = await sql`select * from app.booking_settings`;
    expect(after.weekly_hours).toEqual(before.weekly_hours);
  });
  it('reminder settings refuse malformed input, store only what the database allows, and post as a form', async () => {
    const good = {
      daysBefore: '3',
      onDueDate: true,
      daysOverdue: '3, 7, 14',
      lateFeeKind: 'none',
      lateFeePercent: '',
      lateFeeAmount: '',
      lateFeeAfterDays: '14',
    };
    const fields = [
      'daysBefore',
      'onDueDate',
      'daysOverdue',
      'lateFeeKind',
      'lateFeePercent',
      'lateFeeAmount',
      'lateFeeAfterDays',
    ];
    for (const [name, value] of [...badStrings, ...wrongTypes]) {
      for (const field of fields) {
        for (const kind of ['none', 'percent', 'fixed']) {
          const result = await actions.saveReminderSettings({
            ...good,
            lateFeePercent: '1.5',
            lateFeeAmount: '25',
            lateFeeKind: kind,
            [field]: value,
          });
          if (!result.ok) expectClearError(result);
          // A stored answer passed the database's checks (a refused update would have thrown).
          else expect(result.ok, `${field} = ${name}`).toBe(true);
        }
      }
    }
    // Too many steps, out-of-range days and fees are refused with the field's message.
    const tooMany = await actions.saveReminderSettings({ ...good, daysOverdue: '1,2,3,4,5,6,7,8,9' });
    expect(tooMany.fieldErrors?.daysOverdue).toMatch(/10 reminders at most/);
    expect((await actions.saveReminderSettings({ ...good, daysBefore: '61' })).fieldErrors?.daysBefore).toBeTruthy();
    expect(
      (await actions.saveReminderSettings({ ...good, lateFeeKind: 'percent', lateFeePercent: '51' })).fieldErrors
        ?.lateFeePercent,
    ).toBeTruthy();
    expect(
      (await actions.saveReminderSettings({ ...good, lateFeeKind: 'fixed', lateFeeAmount: '1e9' })).fieldErrors
        ?.lateFeeAmount,
    ).toBeTruthy();
    // Posted as the form posts it without JavaScript: the unticked box is absent.
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...good, lateFeeKind: 'percent', lateFeePercent: '1.5' })) {
      if (key !== 'onDueDate') form.set(key, String(value));
    }
    expect((await actions.saveReminderSettings(null, form)).ok).toBe(true);
    const [stored] = await sql`select * from app.billing_reminder_settings`;
    expect(stored.offsets).toEqual([-3, 3, 7, 14]);
    expect([stored.late_fee_kind, stored.late_fee_basis_points]).toEqual(['percent', 150]);
    expect((await actions.saveReminderSettings(good)).ok).toBe(true);
    const [after] = await sql`select * from app.billing_reminder_settings`;
    expect([after.offsets, after.late_fee_kind]).toEqual([[-3, 0, 3, 7, 14], 'none']);
  });
  it('autopay actions: hostile input gets a clear error and turns nothing on', async () => {
    const admin = request.user;
    await tryEveryField(actions.changeAutopayTiming, { chargeOn: 'due_date' });
    await sql`update app.autopay_settings set charge_on = 'issue_date'`;
    const [owner] = await sql`
      select p.*, m.organization_id from app.profiles p join app.organization_members m on m.profile_id = p.id
      where p.email = ${demoAccounts.client}`;
    request.user = {
      claims: { sub: owner.id, role: 'authenticated', email: owner.email },
      profile: { ...owner, role: 'client' },
      company: { id: owner.organization_id, name: 'Northstar Outfitters', role: 'owner', restricted: false },
    };
    try {
      // Without Stripe configured, opening the setup page is refused clearly, whatever is sent.
      await tryEveryField(actions.startPaymentMethodSetup, { extra: 'x' });
      // Without a saved method, autopay cannot be turned on; turning off is always allowed.
      await tryEveryField(actions.changeAutopay, { scope: 'monthly_fees', enabled: 'true', consent: true });
      await tryEveryField(actions.changeAutopay, { scope: 'project_invoices', enabled: 'false' });
      for (const [, value] of badStrings) {
        const form = new FormData();
        for (const name of ['scope', 'enabled', 'consent']) form.append(name, value);
        expectClearError(await actions.changeAutopay(null, form));
      }
      // An admin may not change a client's autopay, nor a client the firm's timing.
      expectClearError(await actions.changeAutopayTiming({ chargeOn: 'due_date' }));
    } finally {
      request.user = admin;
    }
    expect(await sql`select 1 from app.autopay_consents where enabled`).toHaveLength(0);
    expectClearError(await actions.changeAutopay({ scope: 'monthly_fees', enabled: 'false' }));
    const [{ charge_on }] = await sql`select charge_on from app.autopay_settings`;
    expect(charge_on).toBe('issue_date');
  }, 120_000);

  it('proposal and conversion actions: every hostile string and wrong type gets a clear error or a correct store', async () => {
    const [project] = await sql`select p.id from app.projects p join app.profiles c on c.id = p.client_id
      where c.email = ${demoAccounts.client} and p.title = 'AI Customer Support Assistant'`;
    const [version] = await sql`select id from app.proposal_versions where project_id = ${project.id}`;
    const [client] = await sql`select * from app.profiles where email = ${demoAccounts.client}`;
    const admin = request.user;
    const [{ before }] = await sql`select count(*)::int as before from app.proposal_versions`;
    await tryEveryField(actions.convertInquiry, { id: '00000000-0000-4000-8000-000000000000' });
    // A project the demo client has no proposal on: drafts may be stored, nothing is sent.
    const [quiet] = await sql`select id from app.projects where title = 'Company Website'`;
    await tryEveryField(actions.saveProposalDraft, {
      projectId: quiet.id,
      title: 'Corpus',
      scope: 'Scope',
      option1Name: 'One',
      option1Value: '100',
      option1Fee: '10',
      tools: {},
    });
    await tryEveryField(actions.sendProposal, {
      projectId: '00000000-0000-4000-8000-000000000000',
      expiresInDays: '30',
    });
    await tryEveryField(actions.createProposalTemplate, { kind: 'terms', title: 'Corpus', body: 'Text' });
    await tryEveryField(actions.deleteProposalTemplate, { id: '00000000-0000-4000-8000-000000000000' });
    // Countersigning is refused while off (the default) and on an unknown decision when on.
    await tryEveryField(actions.countersignProposal, {
      decisionId: '00000000-0000-4000-8000-000000000000',
      signerName: 'Sam Admin',
      consent: true,
      drawnSignature: '[[[1,2],[3,4]]]',
    });
    // An admin (not a super admin) cannot change the setting, whatever is posted.
    await tryEveryField(actions.setCountersignOffered, { offered: 'true' });
    await tryEveryField(actions.setCountersignRequired, { required: 'true' });
    const [{ offered, required }] = await sql`select proposal_countersign_offered as offered,
      proposal_countersign_required as required from app.app_settings`;
    expect(offered).toBe(false);
    expect(required).toBe(false);
    await sql`update app.app_settings set proposal_countersign_offered = true`;
    try {
      await tryEveryField(actions.countersignProposal, {
        decisionId: '00000000-0000-4000-8000-000000000000',
        signerName: 'Sam Admin',
        consent: true,
        drawnSignature: '[[[1,2],[3,4]]]',
      });
    } finally {
      await sql`update app.app_settings set proposal_countersign_offered = false`;
    }
    for (const [, value] of [...badStrings, ...wrongTypes]) {
      const saved = await actions.saveProposalDraft({ projectId: quiet.id, tools: { [String(value)]: value } });
      if (!saved.ok) expectClearError(saved);
    }
    const [{ after }] = await sql`select count(*)::int as after from app.proposal_versions`;
    expect(after).toBe(before);
    // The team never decides; the client never writes or sends.
    expectClearError(await actions.declineProposal({ versionId: version.id, reason: 'No' }));
    request.user = {
      claims: { sub: client.id, role: 'authenticated', email: client.email },
      profile: { ...client, role: 'client' },
    };
    try {
      await tryEveryField(actions.acceptProposal, {
        versionId: version.id,
        documentSha256: 'a'.repeat(64),
        option: '1',
        signerName: 'Jordan Lee',
        consent: true,
        drawnSignature: '[[[1,2],[3,4]]]',
      });
      await tryEveryField(actions.declineProposal, { versionId: '00000000-0000-4000-8000-000000000000', reason: 'No' });
      // As the browser posts them before hydration.
      for (const [, value] of badStrings) {
        const form = new FormData();
        for (const name of [
          'versionId',
          'documentSha256',
          'option',
          'signerName',
          'consent',
          'drawnSignature',
          'reason',
        ])
          form.append(name, value);
        expectClearError(await actions.acceptProposal(value, form));
        const declined = await actions.declineProposal(null, form);
        expectClearError(declined);
      }
      expectClearError(await actions.saveProposalDraft({ projectId: project.id, title: 'x' }));
      expectClearError(await actions.sendProposal({ projectId: project.id }));
      expectClearError(await actions.convertInquiry({ id: '00000000-0000-4000-8000-000000000000' }));
    } finally {
      request.user = admin;
    }
    expect(await sql`select 1 from app.proposal_decisions where version_id = ${version.id}`).toHaveLength(0);
  }, 120_000);

  it('case studies and testimonials: every hostile input gets a clear error or a correct store', async () => {
    const admin = request.user;
    const [client] = await sql`select * from app.profiles where email = ${demoAccounts.client}`;
    const [completed] = await sql`
      select id from app.projects where client_id = ${client.id} and kanban_stage = 'completed' limit 1`;
    const [open] = await sql`
      select id from app.projects where client_id = ${client.id} and kanban_stage <> 'completed' limit 1`;
    const study = {
      projectId: completed.id,
      title: 'Corpus case study',
      summary: 'A summary.',
      problem: 'A problem.',
      approach: 'An approach.',
      results: 'Results.',
      serviceAnchor: '',
      clientNamed: false,
      clientLabel: 'A retailer',
    };
    await tryEveryField(actions.saveCaseStudy, study);
    // Only a completed project gets a case study.
    expectClearError(await actions.saveCaseStudy({ ...study, projectId: open.id }));
    expect(await actions.saveCaseStudy(study)).toMatchObject({ ok: true });
    const [saved] = await sql`select id from app.case_studies where project_id = ${completed.id}`;
    await tryEveryField((input) => actions.saveTestimonial({ ...input, idempotencyKey: randomUUID() }), {
      projectId: completed.id,
      quote: 'Corpus quote',
      personName: 'Robin',
      personRole: 'COO',
      serviceAnchor: '',
    });
    for (const run of [actions.requestShowcaseApproval, actions.withdrawShowcaseConsent]) {
      await tryEveryField(run, { kind: 'case_study', id: saved.id });
      expectClearError(await run({ kind: 'case_study', id: '00000000-0000-4000-8000-000000000000' }));
    }
    await tryEveryField(actions.setShowcasePublished, { kind: 'case_study', id: saved.id, publish: 'publish' });
    // Not approved yet: never published, whatever is asked.
    expect(await sql`select published_at from app.case_studies where id = ${saved.id}`).toEqual([
      { published_at: null },
    ]);
    // The generic approvals form never asks for consent to publish (that carries the exact text).
    expectClearError(
      await actions.requestApproval({
        projectId: completed.id,
        kind: 'case_study',
        title: 'Sneaky',
        idempotencyKey: randomUUID(),
      }),
    );
    // Approved, published, then withdrawn by the client: an edit is a new draft, never a refusal.
    const [approval] = await sql`
      insert into app.approvals (project_id, kind, title, note, status, decided_by, decided_at)
      values (${completed.id}, 'case_study', 'Corpus', 'Text', 'approved', ${client.id}, now()) returning id`;
    await sql`update app.case_studies set approval_id = ${approval.id} where id = ${saved.id}`;
    await sql`update app.case_studies set consent_withdrawn_at = now() where id = ${saved.id}`;
    expect(await actions.saveCaseStudy({ ...study, results: 'New results.' })).toMatchObject({ ok: true });
    expect(await sql`select approval_id, results from app.case_studies where id = ${saved.id}`).toEqual([
      { approval_id: null, results: 'New results.' },
    ]);
    request.user = {
      claims: { sub: client.id, role: 'authenticated', email: client.email },
      profile: { ...client, role: 'client' },
    };
    try {
      // A client never drafts, asks or publishes.
      expectClearError(await actions.saveCaseStudy(study));
      expectClearError(await actions.setShowcasePublished({ kind: 'case_study', id: saved.id, publish: 'publish' }));
      expectClearError(await actions.requestShowcaseApproval({ kind: 'case_study', id: saved.id }));
    } finally {
      request.user = admin;
    }
  });
});
