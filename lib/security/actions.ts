'use server';

import { sql } from 'drizzle-orm';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { action, type ActionResult } from '@/lib/actions/action';
import { withUser } from '@/lib/db/client';
import { ROTATION_FAILED, rotateTokenSchema, rotationSucceeded } from './schema';

/**
 * rotate_admin_token() under the admin's claims: the success message names
 * the new /mgmt- path; the activity log gets the token's first 8 characters only.
 */
export const rotateAdminToken = action(
  { schema: rotateTokenSchema, role: 'admin' },
  async (_input, { user }): Promise<ActionResult<{ message: string; part: string }>> => {
    try {
      const token = await withUser(user.claims, async (tx) => {
        const [row] = await tx.execute<{ token: string | null }>(sql`select app.rotate_admin_token() as token`);
        if (!row?.token) throw new Error('rotate_admin_token returned no token');
        await tx.execute(
          sql`select app.log_activity('admin_token_rotation_initiated', 'security', ${JSON.stringify({ token_prefix: row.token.slice(0, 8) })})`,
        );
        return row.token;
      });
      revalidatePortal('/admin/security');
      const part = token.split('-')[1];
      return { ok: true, part, message: rotationSucceeded(part) };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await withUser(user.claims, (tx) =>
        tx.execute(
          sql`select app.log_activity('admin_token_rotation_failed', 'security', ${JSON.stringify({ error: message })})`,
        ),
      ).catch(() => {});
      return { ok: false, error: ROTATION_FAILED };
    }
  },
);
