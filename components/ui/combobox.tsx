'use client';

import { clsx } from 'clsx';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FieldMessages, inputClass, Label } from './form-field';

export type ComboboxOption = { value: string; label: string; detail?: string };

type Props = {
  id: string;
  label: string;
  /** Submitted with the form as the chosen option's value ('' for none). */
  name?: string;
  value: ComboboxOption | null;
  onChange: (option: ComboboxOption | null) => void;
  /** The options matching what was typed ('' for the first ones). */
  loadOptions: (query: string) => Promise<ComboboxOption[]>;
  placeholder?: string;
  error?: string;
  help?: string;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  noMatches?: string;
};

const DEBOUNCE_MS = 200;

/**
 * A text box that suggests options as you type (WAI-ARIA combobox with a listbox popup):
 * for choosing one of thousands of records, where a select would be too long to send or
 * scroll. Arrow keys move through the suggestions, Enter chooses, Escape closes; emptying
 * the box clears the choice.
 */
export function Combobox({
  id,
  label,
  name,
  value,
  onChange,
  loadOptions,
  placeholder,
  error,
  help,
  required,
  disabled,
  hideLabel,
  noMatches = 'No matches',
}: Props) {
  const [text, setText] = useState(value?.label ?? '');
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<ComboboxOption[]>([]);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listId = `${id}-listbox`;
  const describedBy = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

  useEffect(() => () => clearTimeout(timer.current), []);

  function load(query: string, delay: number) {
    clearTimeout(timer.current);
    const ticket = ++request.current;
    setLoading(true);
    timer.current = setTimeout(async () => {
      const found = await loadOptions(query).catch(() => []);
      if (ticket !== request.current) return;
      setOptions(found);
      setActive(found.length > 0 ? 0 : -1);
      setLoading(false);
    }, delay);
  }

  function show(query: string, delay = 0) {
    setOpen(true);
    load(query, delay);
  }

  function close() {
    clearTimeout(timer.current);
    request.current += 1;
    setOpen(false);
    setLoading(false);
    setActive(-1);
  }

  function choose(option: ComboboxOption) {
    setText(option.label);
    close();
    onChange(option);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return show(value ? '' : text);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (active >= 0 && options[active]) choose(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setText(value?.label ?? '');
      close();
    }
  }

  function onBlur() {
    if (text.trim() === '') {
      if (value) onChange(null);
      setText('');
    } else {
      setText(value?.label ?? '');
    }
    close();
  }

  const activeId = open && active >= 0 ? `${id}-option-${active}` : undefined;
  const status = open && !loading && options.length === 0 ? noMatches : open && loading ? 'Loading...' : '';

  return (
    <div className="relative space-y-1">
      <Label htmlFor={id} required={required} hidden={hideLabel}>
        {label}
      </Label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        placeholder={placeholder}
        disabled={disabled}
        value={text}
        maxLength={200}
        onChange={(event) => {
          setText(event.target.value);
          show(event.target.value, DEBOUNCE_MS);
        }}
        onClick={() => !open && show(value ? '' : text)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        className={clsx(inputClass, 'bg-white')}
      />
      {name && <input type="hidden" name={name} value={value?.value ?? ''} />}
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open || options.length === 0}
        className="absolute z-30 mt-1 max-h-72 w-full min-w-64 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option.value}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            // Keep focus in the text box, so choosing with the mouse does not blur it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            onMouseMove={() => setActive(index)}
            className={clsx('cursor-pointer px-3 py-2 text-sm', index === active && 'bg-brand-100 text-slate-900')}
          >
            <span className="block font-medium">{option.label}</span>
            {option.detail && <span className="block text-xs text-slate-600">{option.detail}</span>}
          </li>
        ))}
      </ul>
      <p role="status" className={clsx('text-xs text-slate-600', !status && 'sr-only')}>
        {status}
      </p>
      <FieldMessages id={id} help={help} error={error} />
    </div>
  );
}
