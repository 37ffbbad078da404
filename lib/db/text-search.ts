import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { likePattern } from '@/lib/lists/params';
import { profiles } from './schema';

/** Case-insensitive "contains" over any of the columns (LIKE, the query's wildcards escaped). */
export function anyContains(columns: AnyColumn[], query: string): SQL {
  const pattern = likePattern(query);
  return sql`(${sql.join(
    columns.map((column) => sql`lower(${column}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/** The search every people list and picker offers: company, full name or email. */
export function profileContains(query: string): SQL {
  return anyContains([profiles.companyName, profiles.fullName, profiles.email], query);
}
