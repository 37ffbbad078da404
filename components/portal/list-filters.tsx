'use client';

import Form from 'next/form';
import { useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass, SelectOptions } from '@/components/ui/form-field';

type Option = { value: string; label: string };
type Filter = { name: string; label: string; value: string; options: Option[] };

/**
 * A search box and filters as a GET form: the list's state lives in the URL, works
 * without JavaScript, and a new search starts again at page 1. Changing a filter applies
 * it at once. Without `searchLabel` there is no search box; `children` are further
 * controls of the form (e.g. a picker that submits it itself).
 */
export function ListFilters({
  action,
  searchLabel,
  placeholder,
  query = '',
  filter,
  filters = filter ? [filter] : [],
  children,
}: {
  action: string;
  searchLabel?: string;
  placeholder?: string;
  query?: string;
  filter?: Filter;
  filters?: Filter[];
  children?: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <Form ref={form} action={action} role="search" className="flex flex-wrap items-end gap-3">
      {searchLabel && (
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
      )}
      {filters.map((f) => (
        <div key={f.name}>
          <label htmlFor={`list-filter-${f.name}`} className="sr-only">
            {f.label}
          </label>
          <select
            id={`list-filter-${f.name}`}
            name={f.name}
            defaultValue={f.value}
            onChange={() => form.current?.requestSubmit()}
            className={`${inputClass} bg-white`}
          >
            <SelectOptions options={f.options} />
          </select>
        </div>
      ))}
      {children}
      <Button type="submit" variant="secondary">
        {searchLabel ? 'Search' : 'Apply'}
      </Button>
    </Form>
  );
}
