import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '@/lib/db/client';

// A list page and the number of rows matching its filter in ONE statement: the
// count is an uncorrelated subquery in the page's own select, which PostgreSQL runs once
// (an InitPlan) whatever the page size. Its `where` binds to the subquery's own table.

/** The column to add to a page's select: how many rows of `table` match `where`. */
export function matchingTotal(table: PgTable, where: SQL | undefined) {
  return sql<number>`(select count(*)::int from ${table} where ${where ?? sql`true`})`.mapWith(Number);
}

/**
 * The total from the page's rows. An empty first page means none match; only a later page
 * past the end has no row to read it from, so only then count apart.
 */
export async function pageTotal(
  tx: Tx,
  rows: readonly { total: number }[],
  page: number,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  return pageTotalOf(tx, rows, page, matchingTotal(table, where));
}

/** pageTotal for a page whose total column is not a plain count (a kept counter, say). */
export async function pageTotalOf(
  tx: Tx,
  rows: readonly { total: number }[],
  page: number,
  total: SQL.Aliased<number> | SQL<number>,
): Promise<number> {
  if (rows.length > 0) return rows[0].total;
  if (page <= 1) return 0;
  const [row] = await tx.select({ total }).from(sql`(select 1) as one`);
  return Number(row.total);
}
