'use client';

import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { findProjects } from '@/lib/files/actions';

async function loadProjects(query: string): Promise<ComboboxOption[]> {
  const result = await findProjects({ query });
  return result.ok ? result.options : [];
}

/**
 * The Files page's project choice: type part of a project's title or its client, choose one,
 * and the page shows that project's files (the form is a plain GET, so the URL names it).
 */
export function ProjectFilter({ selected }: { selected: ComboboxOption | null }) {
  const [value, setValue] = useState(selected);
  const wrapper = useRef<HTMLDivElement>(null);
  return (
    <div ref={wrapper} className="min-w-72">
      <Combobox
        id="files-project"
        name="project"
        label="Project"
        placeholder="Type a project or client"
        value={value}
        loadOptions={loadProjects}
        noMatches="No matching projects"
        onChange={(option) => {
          // The hidden input must hold the new value before the form is sent.
          flushSync(() => setValue(option));
          if (option) wrapper.current?.closest('form')?.requestSubmit();
        }}
      />
    </div>
  );
}
