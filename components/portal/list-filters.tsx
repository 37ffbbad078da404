'use client';

import Form from 'next/form';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';

type Option = { value: string; label: string };

/**
 * A search box and one filter as a GET form: the list's state lives in the URL, works
 * without JavaScript, and a new search starts again at page 1. Changing the filter applies
 * it at once.
 */
export function ListFilters({
  action,
  searchLabel,
  placeholder,
  query,
  filter,
}: {
  action: string;
  searchLabel: string;
  placeholder: string;
  query: string;
  filter: { name: string; label: string; value: string; options: Option[] };
}) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <Form ref={form} action={action} role="search" className="flex flex-wrap items-end gap-3">
      <div className="min-w-56 flex-1">
        <label htmlFor="list-search" className="sr-only">
          {searchLabel}
        </label>
        <input
          id="list-search"
          name="q"
          type="search"
          defaultValue={query}
          placeholder={placeholder}
          maxLength={200}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="list-filter" className="sr-only">
          {filter.label}
        </label>
        <select
          id="list-filter"
          name={filter.name}
          defaultValue={filter.value}
          onChange={() => form.current?.requestSubmit()}
          className={`${inputClass} bg-white`}
        >
          {filter.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </Form>
  );
}
