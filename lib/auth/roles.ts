// The account roles, in one place: the database enum app.user_role, the Drizzle enum, the
// zod schemas, the labels and the select options all derive from KNOWN_ROLES
// (tests/db/domain-lists.test.ts checks the migrated enum has the same values in this order).
// "Known": the database may hold a role this build does not know yet; the screens then say
// so rather than fail, which is why code reads a role as a string and narrows it here.

export const KNOWN_ROLES = ['client', 'admin', 'super_admin'] as const;
export type Role = (typeof KNOWN_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { client: 'Client', admin: 'Admin', super_admin: 'Super Admin' };

/** The roles as select options, in KNOWN_ROLES order. */
export const ROLE_OPTIONS = KNOWN_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export function isKnownRole(role: string): role is Role {
  return (KNOWN_ROLES as readonly string[]).includes(role);
}

/** The team: the roles that run the business (and read every project's thread). */
export const ADMIN_ROLES = ['admin', 'super_admin'] as const satisfies readonly Role[];

export function isAdminRole(role: string | null | undefined): boolean {
  return (ADMIN_ROLES as readonly (string | null | undefined)[]).includes(role);
}
