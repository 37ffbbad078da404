import { readdirSync } from 'node:fs';
import postgres from 'postgres';
import { postgresClient } from '@/lib/db/postgres-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from '@/lib/db/embedded';
import { migrate } from '@/lib/db/migrate';

// The invoices migration on a database that already has projects: payments recorded on the
// projects' old columns become paid invoices (the odd cent upfront), numbered by issue date;
// anything unpaid is left to the issuing rules; the old columns and their enum are gone.

const INVOICES = '20261123001900';
// The migrations after it (those that build on invoices, and the move of everything to the
// schema `app`) run after it, as they do in production.
const FROM_INVOICES = readdirSync('supabase/migrations')
  .filter((f) => f.endsWith('.sql') && f >= INVOICES)
  .sort();
const VERSIONS = FROM_INVOICES.map((f) => f.slice(0, 14));

describe('the invoices migration on existing data', () => {
  let server: EmbeddedServer;
  let sql: postgres.Sql;

  beforeAll(async () => {
    server = await startEmbeddedPostgres();
    sql = postgresClient(server.url, { prepare: false, max: 1, onnotice: () => {} });
    // Everything before the invoices migration: mark it and the later ones applied, migrate,
    // then un-mark them.
    await sql`create schema if not exists supabase_migrations`;
    await sql`create table supabase_migrations.schema_migrations (version text primary key, statements text[], name text)`;
    for (const version of VERSIONS)
      await sql`insert into supabase_migrations.schema_migrations (version) values (${version})`;
    await migrate(sql, { localShim: true });
    await sql`delete from supabase_migrations.schema_migrations where version = any(${VERSIONS})`;
  });
  afterAll(async () => {
    await sql?.end();
    await server?.stop();
  });

  it('turns recorded payments into paid invoices and drops the old columns', async () => {
    const [{ id: client }] = await sql`insert into auth.users (email) values ('old@client.test') returning id`;
    await sql`
      insert into public.projects (title, client_id, kanban_stage, project_value, start_date, end_date,
                            upfront_payment_status, upfront_payment_date, final_payment_status, final_payment_date)
      values ('Done', ${client}, 'completed', 1000.01, '2025-03-01', '2025-06-30', 'paid', '2025-03-04', 'paid', '2025-07-10'),
             ('Going', ${client}, 'in_development', 500, '2025-01-10', null, 'paid', '2025-01-12', 'pending', null),
             ('Late', ${client}, 'contract_signed', 800, '2025-05-01', null, 'overdue', null, null, null)`;
    expect(await migrate(sql, { localShim: true })).toEqual(FROM_INVOICES);

    const rows = await sql`
      select i.number, p.title, i.kind, i.amount_cents::int as cents, i.issue_date::text as issued,
             pay.paid_on::text as paid
      from app.invoices i join app.projects p on p.id = i.project_id left join app.invoice_payments pay on pay.invoice_id = i.id
      order by i.number`;
    expect(rows).toEqual([
      {
        number: 'INV-2025-0001',
        title: 'Going',
        kind: 'upfront',
        cents: 25_000,
        issued: '2025-01-10',
        paid: '2025-01-12',
      },
      {
        number: 'INV-2025-0002',
        title: 'Done',
        kind: 'upfront',
        cents: 50_001,
        issued: '2025-03-01',
        paid: '2025-03-04',
      },
      {
        number: 'INV-2025-0003',
        title: 'Done',
        kind: 'final',
        cents: 50_000,
        issued: '2025-06-30',
        paid: '2025-07-10',
      },
    ]);
    const columns = await sql`
      select column_name from information_schema.columns where table_name = 'projects' and column_name like '%payment%'`;
    expect(columns).toEqual([]);
    expect(await sql`select 1 from pg_type where typname = 'payment_status'`).toEqual([]);
  });
});
