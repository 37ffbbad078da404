import { sql } from 'drizzle-orm';
import { isPgEnum, type PgEnum } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetOptions, projectTypeOptions, timelineOptions } from '@/content/contact';
import { APPROVAL_KINDS, APPROVAL_STATES } from '@/lib/approvals/states';
import { ACCOUNT_TOKEN_PURPOSES } from '@/lib/auth/account-token-purposes';
import { ADMIN_ROLES, isAdminRole, KNOWN_ROLES } from '@/lib/auth/roles';
import {
  AUTOPAY_CHARGE_STATUSES,
  AUTOPAY_CHARGE_TIMINGS,
  AUTOPAY_SCOPES,
  SAVED_METHOD_KINDS,
} from '@/lib/billing/autopay/lists';
import { INVOICE_KINDS, PAYMENT_METHODS } from '@/lib/billing/rules';
import { LATE_FEE_KINDS } from '@/lib/billing/reminders/late-fee-kinds';
import { COMPANY_ROLES } from '@/lib/companies/roles';
import { CUSTOM_FIELD_ENTITIES, CUSTOM_FIELD_TYPES } from '@/lib/custom-fields/kinds';
import { DATABASE_ENVIRONMENTS } from '@/lib/db/environment';
import * as schema from '@/lib/db/schema';
import { INQUIRY_STATUSES } from '@/lib/inquiries/status';
import { INQUIRY_SOURCES } from '@/lib/inquiries/sources';
import { BOOKING_STATUSES } from '@/lib/bookings/status';
import { INVITATION_STATUSES } from '@/lib/invitations/status';
import { MAIL_STATUSES } from '@/lib/mail/status';
import { NOTIFICATION_CATEGORIES } from '@/lib/notifications/categories';
import { KANBAN_STAGES } from '@/lib/projects/stages';
import { PROPOSAL_DECISIONS } from '@/lib/proposals/status';
import { TEMPLATE_KINDS } from '@/lib/proposals/templates';
import { SECURITY_EVENT_TYPES } from '@/lib/security/event-types';
import { TICKET_PRIORITIES } from '@/lib/support/priority';
import { TICKET_STATUSES } from '@/lib/support/status';
import { TASK_STATUSES } from '@/lib/tasks/status';
import { TASK_NOTICE_KINDS } from '@/lib/tasks/reminders';
import { THEMES } from '@/lib/theme/themes';
import { withUser } from '@/lib/db/client';
import { claimsFor, createUser, databaseTargets, type TestDatabase } from '../support/test-databases';

// Each domain list (roles, stages, statuses, kinds) is written once in TypeScript, and the
// Drizzle enums, zod schemas and labels derive from it. The SQL migrations cannot import it, so
// this file reads every enum and value check from the migrated database and holds it to the
// TypeScript list: a value added on one side only fails here, not in production.

/** The database enum (in schema app) for each TypeScript list, in the order the screens use. */
const ENUM_SOURCES: Record<string, readonly string[]> = {
  user_role: KNOWN_ROLES,
  invitation_status: INVITATION_STATUSES,
  kanban_stage: KANBAN_STAGES,
  custom_field_entity: CUSTOM_FIELD_ENTITIES,
  custom_field_type: CUSTOM_FIELD_TYPES,
  inquiry_status: INQUIRY_STATUSES,
  inquiry_source: INQUIRY_SOURCES,
  support_ticket_priority: TICKET_PRIORITIES,
  support_ticket_status: TICKET_STATUSES,
  invoice_kind: INVOICE_KINDS,
  payment_method: PAYMENT_METHODS,
  company_role: COMPANY_ROLES,
  late_fee_kind: LATE_FEE_KINDS,
  task_status: TASK_STATUSES,
};

/** Text columns whose check constraint allows a fixed set of values: table.column -> list. */
const CHECK_SOURCES: Record<string, readonly string[]> = {
  'mail_queue.status': MAIL_STATUSES,
  'account_tokens.purpose': ACCOUNT_TOKEN_PURPOSES,
  'database_environment.environment': DATABASE_ENVIRONMENTS,
  'security_events.event_type': SECURITY_EVENT_TYPES,
  'contact_inquiries.project_type': projectTypeOptions.map((o) => o.value),
  'contact_inquiries.budget': budgetOptions.map((o) => o.value),
  'contact_inquiries.timeline': timelineOptions.map((o) => o.value),
  'approvals.kind': APPROVAL_KINDS,
  'approvals.status': APPROVAL_STATES,
  'call_bookings.status': BOOKING_STATUSES,
  'proposal_decisions.decision': PROPOSAL_DECISIONS,
  'proposal_templates.kind': TEMPLATE_KINDS,
  'profiles.theme': THEMES,
  'autopay_consents.scope': AUTOPAY_SCOPES,
  'autopay_settings.charge_on': AUTOPAY_CHARGE_TIMINGS,
  'autopay_charges.status': AUTOPAY_CHARGE_STATUSES,
  'saved_payment_methods.kind': SAVED_METHOD_KINDS,
  'task_notices.kind': TASK_NOTICE_KINDS,
};

/** The string literals of a SQL text (a check's definition, a function's body), in order. */
function quotedValues(definition: string): string[] {
  return [...definition.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1].replaceAll("''", "'"));
}

describe.each(databaseTargets())('the domain lists agree with the database on $name', (target) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await target.open();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every enum has the values of its TypeScript list, in the same order', async () => {
    const rows = await t.sql<{ name: string; labels: string[] }[]>`
      select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
      from pg_type t join pg_enum e on e.enumtypid = t.oid
      where t.typnamespace = 'app'::regnamespace
      group by t.typname`;
    const inDatabase = Object.fromEntries(rows.map((r) => [r.name, r.labels]));
    // Same names: a new enum in a migration must name its TypeScript list above.
    expect(Object.keys(inDatabase).sort()).toEqual(Object.keys(ENUM_SOURCES).sort());
    for (const [name, list] of Object.entries(ENUM_SOURCES))
      expect([name, inDatabase[name]]).toEqual([name, [...list]]);
  });

  it('every Drizzle enum is its TypeScript list', () => {
    const drizzleEnums = Object.values(schema as Record<string, unknown>).filter(
      (value): value is PgEnum<[string, ...string[]]> => isPgEnum(value),
    );
    expect(drizzleEnums.map((e) => e.enumName).sort()).toEqual(Object.keys(ENUM_SOURCES).sort());
    for (const e of drizzleEnums)
      expect([e.enumName, e.enumValues]).toEqual([e.enumName, [...ENUM_SOURCES[e.enumName]]]);
  });

  it('every value check allows exactly the values of its TypeScript list', async () => {
    for (const [key, list] of Object.entries(CHECK_SOURCES)) {
      const [table, column] = key.split('.');
      // The checks on this column alone that compare it with a list (`column in (...)`).
      const rows = await t.sql<{ definition: string }[]>`
        select pg_get_constraintdef(c.oid) as definition
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.conrelid = ${`app.${table}`}::regclass and c.contype = 'c'
          and cardinality(c.conkey) = 1 and a.attname = ${column}
          and pg_get_constraintdef(c.oid) like '%= ANY (ARRAY[%'`;
      expect([key, rows.length]).toEqual([key, 1]);
      expect([key, quotedValues(rows[0].definition).sort()]).toEqual([key, [...list].sort()]);
    }
  });

  it('the database counts as the team exactly the roles the app does', async () => {
    const answers = [];
    for (const role of KNOWN_ROLES) {
      const id = await createUser(t.sql, `${role}@lists.test`, role);
      const [row] = await withUser(
        claimsFor(id),
        (tx) =>
          tx.execute<{ admin: boolean; super: boolean }>(
            sql`select app.is_admin() as admin, app.is_super_admin() as super`,
          ),
        t.db,
      );
      answers.push([role, row.admin, row.super]);
    }
    expect(answers).toEqual(KNOWN_ROLES.map((role) => [role, isAdminRole(role), role === 'super_admin']));
  });

  it('every list of roles in the database’s functions is the team', async () => {
    // `role in ('admin', 'super_admin')` is written out in several functions (RLS helpers,
    // notifications, threads); a role added to the team must be added to each.
    const functions = await t.sql<{ name: string; body: string }[]>`
      select p.proname as name, p.prosrc as body from pg_proc p
      where p.pronamespace = 'app'::regnamespace and p.prosrc like '%''super_admin''%'`;
    const lists = functions.flatMap((fn) =>
      [...fn.body.matchAll(/\(\s*('[^']*'(?:\s*,\s*'[^']*')+)\s*\)/g)]
        .map((m) => ({ name: fn.name, values: quotedValues(m[1]) }))
        .filter((list) => list.values.includes('super_admin')),
    );
    expect(new Set(lists.map((list) => list.name)).size).toBeGreaterThan(3);
    for (const list of lists) expect([list.name, list.values.sort()]).toEqual([list.name, [...ADMIN_ROLES].sort()]);
  });

  it('the notification categories the database accepts are the TypeScript list', async () => {
    const [fn] = await t.sql<{ body: string }[]>`
      select p.prosrc as body from pg_proc p
      where p.oid = 'app.notification_category_valid(text)'::regprocedure`;
    expect(quotedValues(fn.body).sort()).toEqual([...NOTIFICATION_CATEGORIES].sort());
    const answers = await t.sql<{ category: string; valid: boolean }[]>`
      select c as category, app.notification_category_valid(c) as valid
      from unnest(${`{${[...NOTIFICATION_CATEGORIES, 'not_a_category'].join(',')}}`}::text[]) c`;
    expect(answers.map((a) => [a.category, a.valid])).toEqual([
      ...NOTIFICATION_CATEGORIES.map((c) => [c, true]),
      ['not_a_category', false],
    ]);
  });
});
