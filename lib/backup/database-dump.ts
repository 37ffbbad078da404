// A logical dump of the app's database through the ordinary driver, the same for the embedded
// database (over its socket, also while `npm start` runs) and for PostgreSQL. Every row of every
// table is kept as PostgreSQL's own text form of the row (`row::text`), which its input
// function reads back exactly for every type; the schema is not dumped but rebuilt by replaying
// the migrations the database had applied, whose text the migration bookkeeping keeps.
// Why this rather than pg_dump or PGlite's dumpDataDir: docs/decisions/0060-backup-and-restore.md.
import { createHash } from 'node:crypto';
import type postgres from 'postgres';
import { applyLocalShim } from '@/lib/db/migrate';

type Sql = postgres.Sql | postgres.TransactionSql;

export type TableDump = {
  /** `schema.table` */
  table: string;
  rows: number;
  /** SHA-256 of the table's rows in text form, sorted, one a line: independent of row order. */
  sha256: string;
};
export type SequenceState = { sequence: string; lastValue: string; isCalled: boolean };
export type AppliedMigration = { version: string; name: string | null; statements: string[] };
export type DatabaseDump = {
  serverVersion: string;
  migrations: AppliedMigration[];
  tables: TableDump[];
  sequences: SequenceState[];
};

/** Where a dump's rows go and come from: one list of row texts per table. */
export type RowStore = {
  write: (table: string, rows: string[]) => Promise<void>;
  read: (table: string) => Promise<string[]>;
};

/**
 * The text forms of dates, times, numbers and bytes depend on session settings: fixed here, so
 * a dump reads the same from any server and its checksums compare across databases.
 */
const FIXED_TEXT_FORMS = `
  set local datestyle = 'ISO, YMD';
  set local intervalstyle = 'postgres';
  set local timezone = 'UTC';
  set local extra_float_digits = 3;
  set local bytea_output = 'hex';`;

const SYSTEM_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;
const BOOKKEEPING = 'supabase_migrations.schema_migrations';
const INSERT_BATCH = 500;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteQualified = (qualified: string) => {
  const dot = qualified.indexOf('.');
  return `${quoteIdent(qualified.slice(0, dot))}.${quoteIdent(qualified.slice(dot + 1))}`;
};
const checksum = (rows: string[]) =>
  createHash('sha256')
    .update([...rows].sort().join('\n'))
    .digest('hex');

/** Every ordinary table outside PostgreSQL's own schemas, as `schema.table`, in a stable order. */
async function userTables(sql: Sql): Promise<string[]> {
  const rows = await sql.unsafe<{ name: string }[]>(`
    select n.nspname || '.' || c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and ${SYSTEM_SCHEMAS}
    order by n.nspname, c.relname`);
  return rows.map((row) => row.name);
}

/** Whether the database holds no table of its own (the only target a restore accepts). */
export async function databaseIsEmpty(sql: Sql): Promise<boolean> {
  return (await userTables(sql)).length === 0;
}

async function tableRows(sql: Sql, table: string): Promise<string[]> {
  const rows = await sql.unsafe<{ row: string }[]>(`select t::text as row from ${quoteQualified(table)} t`);
  return rows.map((r) => r.row);
}

/** Each table's row count and checksum, read in the fixed text forms (the caller's transaction). */
async function tableSums(sql: Sql, store?: RowStore): Promise<TableDump[]> {
  const sums: TableDump[] = [];
  for (const table of await userTables(sql)) {
    const rows = await tableRows(sql, table);
    await store?.write(table, rows);
    sums.push({ table, rows: rows.length, sha256: checksum(rows) });
  }
  return sums;
}

/** Where every sequence stands (what the next id will be). */
export async function sequenceStates(sql: Sql): Promise<SequenceState[]> {
  const sequences: SequenceState[] = [];
  const names = await sql.unsafe<{ name: string }[]>(`
    select n.nspname || '.' || c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'S' and ${SYSTEM_SCHEMAS} order by 1`);
  for (const { name } of names) {
    const [state] = await sql.unsafe<{ last_value: string; is_called: boolean }[]>(
      `select last_value::text, is_called from ${quoteQualified(name)}`,
    );
    sequences.push({ sequence: name, lastValue: state.last_value, isCalled: state.is_called });
  }
  return sequences;
}

/**
 * Reads the whole database in one read-only snapshot (repeatable read), so the dump is one
 * consistent moment even while the app writes. Row-level security is switched off for the
 * reading session, which makes PostgreSQL refuse, rather than silently filter, a table the
 * connecting role could see only part of.
 */
export async function dumpDatabase(
  sql: postgres.Sql,
  store: RowStore,
  /** Reads more in the same snapshot (the stored files' records). */
  inSnapshot: (tx: postgres.TransactionSql) => Promise<void> = async () => {},
): Promise<DatabaseDump> {
  return sql.begin('isolation level repeatable read read only', async (tx) => {
    await tx.unsafe(`${FIXED_TEXT_FORMS} set local row_security = off;`);
    await inSnapshot(tx);
    const [{ version }] = await tx.unsafe<{ version: string }[]>(`show server_version`);
    const migrations = await tx.unsafe<AppliedMigration[]>(
      `select version, name, statements from ${BOOKKEEPING} order by version`,
    );
    const tables = await tableSums(tx, store);
    const sequences = await sequenceStates(tx);
    return {
      serverVersion: version,
      migrations: migrations.map((m) => ({ version: m.version, name: m.name, statements: m.statements })),
      tables,
      sequences,
    };
  });
}

async function insertableColumns(sql: Sql, table: string): Promise<string[]> {
  const rows = await sql.unsafe<{ name: string }[]>(
    `select attname as name from pg_attribute
     where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
     order by attnum`,
    [quoteQualified(table)],
  );
  return rows.map((row) => row.name);
}

export class RestoreRefusedError extends Error {
  name = 'RestoreRefusedError';
}

/** The schemas and extensions a database has: what a failed restore must take away again. */
type SchemaState = { schemas: string[]; extensions: string[] };

async function schemaState(sql: Sql): Promise<SchemaState> {
  const schemas = await sql.unsafe<{ name: string }[]>(
    `select n.nspname as name from pg_namespace n where ${SYSTEM_SCHEMAS} order by 1`,
  );
  const extensions = await sql.unsafe<{ name: string }[]>(`select extname as name from pg_extension order by 1`);
  return { schemas: schemas.map((r) => r.name), extensions: extensions.map((r) => r.name) };
}

/** Drops what a restore created (the target was empty before it), so a failure leaves it empty. */
async function removeWhatRestoreMade(sql: postgres.Sql, before: SchemaState): Promise<void> {
  await sql.begin(async (tx) => {
    const now = await schemaState(tx);
    for (const name of now.extensions.filter((e) => !before.extensions.includes(e))) {
      await tx.unsafe(`drop extension if exists ${quoteIdent(name)} cascade`);
    }
    for (const name of now.schemas.filter((e) => !before.schemas.includes(e))) {
      await tx.unsafe(`drop schema if exists ${quoteIdent(name)} cascade`);
    }
  });
}

/**
 * Rebuilds a dump in an empty database: the local auth shim when `localShim` (modes 1 and 2),
 * then every migration the dumped database had applied, from its own recorded text, each in its
 * own transaction as it first ran (PostgreSQL lets a value added to an enum be used only after
 * the transaction that added it has committed, so one transaction for all of them cannot replay
 * a migration that uses a value an earlier one added). Then, in one transaction, every table's
 * rows with triggers and foreign key checks off (the rows were consistent when dumped, and a
 * trigger must not stamp or log them again), the sequences where they were, and last a check
 * that every table holds exactly the dumped rows (count and checksum). Any failure drops the
 * schemas and extensions the restore made, so the target is left as empty as it was found.
 */
export async function restoreDatabase(
  sql: postgres.Sql,
  dump: DatabaseDump,
  store: RowStore,
  { localShim }: { localShim: boolean },
): Promise<void> {
  const before = await sql.begin(async (tx) => {
    if (!(await databaseIsEmpty(tx))) {
      throw new RestoreRefusedError('The target database is not empty: restore only into a new, empty database.');
    }
    return schemaState(tx);
  });
  try {
    await sql.begin(async (tx) => {
      await tx.unsafe(FIXED_TEXT_FORMS);
      if (localShim) await applyLocalShim(tx);
    });
    for (const migration of dump.migrations) {
      await sql.begin(async (tx) => {
        await tx.unsafe(FIXED_TEXT_FORMS);
        await tx.unsafe(migration.statements.join(';\n'));
      });
    }
    await sql.begin((tx) => loadRows(tx, dump, store));
  } catch (error) {
    await removeWhatRestoreMade(sql, before);
    throw error;
  }
}

async function loadRows(tx: postgres.TransactionSql, dump: DatabaseDump, store: RowStore): Promise<void> {
  await tx.unsafe(FIXED_TEXT_FORMS);
  await tx.unsafe(`create schema if not exists supabase_migrations;
    create table if not exists ${BOOKKEEPING} (version text primary key, statements text[], name text)`);
  const present = new Set(await userTables(tx));
  const missing = dump.tables.filter((t) => !present.has(t.table));
  if (missing.length) {
    throw new Error(`The replayed migrations do not create ${missing.map((t) => t.table).join(', ')}.`);
  }
  // Skips triggers, including the ones that check foreign keys (needs a superuser, as the
  // embedded database's user and a self-hosted server's owner are).
  await tx.unsafe(`set local session_replication_role = replica`);
  // Rows the migrations themselves inserted are in the dump too.
  await tx.unsafe(`truncate ${dump.tables.map((t) => quoteQualified(t.table)).join(', ')}`);
  for (const { table } of dump.tables) {
    const rows = await store.read(table);
    const columns = (await insertableColumns(tx, table)).map(quoteIdent).join(', ');
    const target = quoteQualified(table);
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await tx.unsafe(
        `insert into ${target} (${columns}) overriding system value
         select ${columns} from (select (r::${target}).* from unnest($1::text[]) r offset 0) s`,
        [rows.slice(start, start + INSERT_BATCH)],
      );
    }
  }
  for (const s of dump.sequences) {
    await tx.unsafe(`select setval($1::regclass, $2::bigint, $3)`, [
      quoteQualified(s.sequence),
      s.lastValue,
      s.isCalled,
    ]);
  }
  await tx.unsafe(`set local row_security = off`);
  const restored = new Map((await tableSums(tx)).map((t) => [t.table, t]));
  for (const expected of dump.tables) {
    const got = restored.get(expected.table);
    if (got?.rows !== expected.rows || got.sha256 !== expected.sha256) {
      throw new Error(
        `${expected.table} did not come back as dumped (${got?.rows ?? 0} of ${expected.rows} rows, ` +
          `checksum ${got?.sha256 === expected.sha256 ? 'equal' : 'different'}).`,
      );
    }
  }
}

/**
 * Each table's row count and checksum and each sequence's state, as a dump records them: for
 * comparing two databases.
 */
export async function databaseSums(sql: postgres.Sql): Promise<{ tables: TableDump[]; sequences: SequenceState[] }> {
  return sql.begin('isolation level repeatable read read only', async (tx) => {
    await tx.unsafe(`${FIXED_TEXT_FORMS} set local row_security = off;`);
    return { tables: await tableSums(tx), sequences: await sequenceStates(tx) };
  });
}
