import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { customFieldDefinitions } from '@/lib/db/schema';
import type { CustomFieldEntity, FieldDefinition } from './schema';

export type FieldDefinitionRow = FieldDefinition & { displayOrder: number };

/** The definitions of one entity type, in display order. */
export function listDefinitions(tx: Tx, entity: CustomFieldEntity): Promise<FieldDefinitionRow[]> {
  return tx
    .select({
      id: customFieldDefinitions.id,
      fieldName: customFieldDefinitions.fieldName,
      fieldType: customFieldDefinitions.fieldType,
      isRequired: customFieldDefinitions.isRequired,
      fieldOptions: customFieldDefinitions.fieldOptions,
      displayOrder: customFieldDefinitions.displayOrder,
    })
    .from(customFieldDefinitions)
    .where(eq(customFieldDefinitions.entityType, entity))
    .orderBy(asc(customFieldDefinitions.displayOrder), asc(customFieldDefinitions.createdAt));
}
