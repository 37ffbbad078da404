'use client';

import { SubmittingCombobox } from '@/components/portal/submitting-combobox';
import type { ComboboxOption } from '@/components/ui/combobox';
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
  return (
    <SubmittingCombobox
      id="files-project"
      name="project"
      label="Project"
      placeholder="Type a project or client"
      selected={selected}
      loadOptions={loadProjects}
      noMatches="No matching projects"
    />
  );
}
