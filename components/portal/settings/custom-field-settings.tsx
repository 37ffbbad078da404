'use client';

import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CUSTOM_FIELD_ENTITIES, CUSTOM_FIELD_ENTITY_LABELS, type CustomFieldEntity } from '@/lib/custom-fields/kinds';
import type { FieldDefinition } from '@/lib/custom-fields/schema';
import { AddFieldForm } from './add-field-form';
import { FieldList } from './field-list';

const TABS = CUSTOM_FIELD_ENTITIES.map((entity) => ({ entity, name: CUSTOM_FIELD_ENTITY_LABELS[entity] }));

/** One tab per entity type, each with the add form and the list. */
export function CustomFieldSettings({ fields }: { fields: Record<CustomFieldEntity, FieldDefinition[]> }) {
  return (
    <Tabs defaultValue="client">
      <TabsList aria-label="Custom fields">
        {TABS.map((tab) => (
          <TabsTrigger key={tab.entity} value={tab.entity}>
            {tab.name} Fields
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((tab) => (
        <TabsContent key={tab.entity} value={tab.entity}>
          <div className="grid gap-6 lg:grid-cols-2">
            <Card>
              <h2 className="mb-4 text-lg font-semibold text-slate-900">Add {tab.name} Field</h2>
              <AddFieldForm entity={tab.entity} />
            </Card>
            <Card>
              <h2 className="mb-4 text-lg font-semibold text-slate-900">Existing Fields</h2>
              <FieldList entity={tab.entity} fields={fields[tab.entity]} />
            </Card>
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}
