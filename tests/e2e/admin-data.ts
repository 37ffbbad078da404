import type postgres from 'postgres';

// Test data for the admin screens. Every test makes its own rows with a unique tag, so
// tests running in parallel never see each other's data; seeded rows are only read.

export function uniqueTag(): string {
  return `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

export type NewClient = {
  email: string;
  fullName?: string | null;
  companyName?: string | null;
  website?: string | null;
  phone?: string | null;
  address?: string | null;
  invitation?: 'pending' | 'sent' | 'accepted';
  role?: 'client' | 'admin' | 'super_admin';
  customFields?: Record<string, string | number | boolean>;
};

/** A login without a password (as the admin screens create them) and its profile. */
export async function insertClient(sql: postgres.Sql, client: NewClient): Promise<string> {
  const [user] = await sql<{ id: string }[]>`insert into auth.users (email) values (${client.email}) returning id`;
  const invitation = client.invitation ?? 'pending';
  await sql`
    update app.profiles set
      full_name = ${client.fullName === undefined ? 'Test Person' : client.fullName},
      company_name = ${client.companyName ?? null}, website = ${client.website ?? null},
      phone = ${client.phone ?? null}, address = ${client.address ?? null},
      role = ${client.role ?? 'client'},
      custom_fields = ${JSON.stringify(client.customFields ?? {})}::text::jsonb,
      invitation_status = ${invitation},
      invitation_sent_at = ${invitation === 'pending' ? null : sql`now() - interval '2 days'`}
    where id = ${user.id}`;
  // Every client is a company with the person as its owner, as the Add Client form makes it.
  if ((client.role ?? 'client') === 'client') await sql`select app.ensure_client_organization(${user.id})`;
  return user.id;
}
