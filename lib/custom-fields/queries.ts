import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { customFieldDefinitions } from '@/lib/db/schema';
import { CUSTOM_FIELD_ENTITIES } from './kinds';
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

/** Every entity's definitions in one statement (the Settings screen shows both lists). */
export async function listDefinitionsByEntity(tx: Tx): Promise<Record<CustomFieldEntity, FieldDefinitionRow[]>> {
  const rows = await tx
    .select({
      entityType: customFieldDefinitions.entityType,
      id: customFieldDefinitions.id,
      fieldName: customFieldDefinitions.fieldName,
      fieldType: customFieldDefinitions.fieldType,
      isRequired: customFieldDefinitions.isRequired,
      fieldOptions: customFieldDefinitions.fieldOptions,
      displayOrder: customFieldDefinitions.displayOrder,
    })
    .from(customFieldDefinitions)
    .orderBy(asc(customFieldDefinitions.displayOrder), asc(customFieldDefinitions.createdAt));
  const byEntity = Object.fromEntries(CUSTOM_FIELD_ENTITIES.map((entity) => [entity, [] as FieldDefinitionRow[]]));
  for (const { entityType, ...row } of rows) byEntity[entityType]?.push(row);
  return byEntity as Record<CustomFieldEntity, FieldDefinitionRow[]>;
}
