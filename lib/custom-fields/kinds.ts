// What a custom field belongs to and what kind of value it holds, in one place: the database
// enums app.custom_field_entity and app.custom_field_type, the Drizzle enums, the zod schema
// (./schema.ts) and the settings screen derive from these lists (tests/db/domain-lists.test.ts
// checks the migrated enums have the same values in this order). No zod here, so the database
// schema can import it.

export const CUSTOM_FIELD_ENTITIES = ['client', 'project'] as const;
export type CustomFieldEntity = (typeof CUSTOM_FIELD_ENTITIES)[number];

/** The entity's name in the settings screen ('Client Fields', 'Add Project Field'). */
export const CUSTOM_FIELD_ENTITY_LABELS: Record<CustomFieldEntity, string> = { client: 'Client', project: 'Project' };

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'select', 'textarea', 'checkbox'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

export const FIELD_TYPE_LABELS: Record<CustomFieldType, string> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  select: 'Dropdown',
  textarea: 'Multi-line Text',
  checkbox: 'Checkbox',
};
