'use server';

import { eq, sql } from 'drizzle-orm';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { action, type ActionResult } from '@/lib/actions/action';
import { withUser } from '@/lib/db/client';
import { isUniqueViolation } from '@/lib/db/errors';
import { customFieldDefinitions } from '@/lib/db/schema';
import { deleteFieldSchema, newFieldSchema } from './schema';

export const addCustomField = action(
  { schema: newFieldSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<{ id: string }>> => {
    try {
      const [row] = await withUser(user.claims, (tx) =>
        tx
          .insert(customFieldDefinitions)
          .values({
            entityType: input.entityType,
            fieldName: input.fieldName,
            fieldType: input.fieldType,
            isRequired: input.isRequired,
            fieldOptions: input.fieldType === 'select' ? input.fieldOptions : null,
            // Highest existing + 1, or 0 for the first field, decided in SQL.
            displayOrder: sql`(select coalesce(max(d.display_order) + 1, 0) from app.custom_field_definitions d
                               where d.entity_type = ${input.entityType})`,
          })
          .returning({ id: customFieldDefinitions.id }),
      );
      revalidatePortal('/admin/settings');
      return { ok: true, id: row.id };
    } catch (error) {
      if (isUniqueViolation(error)) {
        return {
          ok: false,
          error: `A ${input.entityType} field named '${input.fieldName}' already exists.`,
          fieldErrors: { fieldName: 'This name is already used' },
        };
      }
      throw error;
    }
  },
);

export const deleteCustomField = action(
  { schema: deleteFieldSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const deleted = await withUser(user.claims, (tx) =>
      tx
        .delete(customFieldDefinitions)
        .where(eq(customFieldDefinitions.id, input.id))
        .returning({ id: customFieldDefinitions.id }),
    );
    revalidatePortal('/admin/settings');
    if (deleted.length === 0) return { ok: false, error: 'This field no longer exists.' };
    return { ok: true };
  },
);
