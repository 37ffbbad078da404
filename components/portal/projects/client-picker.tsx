'use client';

import { SubmittingCombobox } from '@/components/portal/submitting-combobox';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { findClients } from '@/lib/projects/actions';

async function loadClients(query: string): Promise<ComboboxOption[]> {
  const result = await findClients({ query });
  return result.ok ? result.options : [];
}

type PickerProps = Omit<Parameters<typeof Combobox>[0], 'loadOptions' | 'noMatches'>;

/** A client chosen by typing part of its company, name or email (sorted by company name). */
export function ClientPicker(props: PickerProps) {
  return <Combobox {...props} loadOptions={loadClients} noMatches="No matching clients" />;
}

/** Project Management's client filter: choosing a client (or clearing it) applies the filter at once. */
export function ClientFilter({ selected }: { selected: ComboboxOption | null }) {
  return (
    <SubmittingCombobox
      id="filter-client"
      name="client"
      label="Client"
      hideLabel
      placeholder="All Clients"
      selected={selected}
      submitOnClear
      loadOptions={loadClients}
      noMatches="No matching clients"
    />
  );
}
