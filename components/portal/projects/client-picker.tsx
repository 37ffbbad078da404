'use client';

import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
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
  const [value, setValue] = useState(selected);
  const wrapper = useRef<HTMLDivElement>(null);
  return (
    <div ref={wrapper} className="min-w-64">
      <ClientPicker
        id="filter-client"
        name="client"
        label="Client"
        hideLabel
        placeholder="All Clients"
        value={value}
        onChange={(option) => {
          // The hidden input must hold the new value before the form is sent.
          flushSync(() => setValue(option));
          wrapper.current?.closest('form')?.requestSubmit();
        }}
      />
    </div>
  );
}
