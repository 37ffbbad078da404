'use server';

import '@/lib/zod-csp';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { z } from 'zod';
import { action, type ActionResult } from '@/lib/actions/action';
import { withUser } from '@/lib/db/client';
import { appSettings } from '@/lib/db/schema';

/** Super admins only (here and in RLS): require two-factor sign-in for every admin. */
export const setRequireAdminMfa = action(
  { schema: z.object({ required: z.boolean() }), role: 'super_admin' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const updated = await withUser(user.claims, (tx) =>
      tx
        .update(appSettings)
        .set({ requireAdminMfa: input.required, updatedBy: user.claims.sub })
        .returning({ id: appSettings.id }),
    );
    if (updated.length === 0) return { ok: false, error: 'You are not allowed to do that.' };
    revalidatePortal('/', 'layout');
    return { ok: true };
  },
);
