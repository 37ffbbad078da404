'use client';

import {
  Combobox as HeadlessCombobox,
  ComboboxInput,
  ComboboxOption as HeadlessOption,
  ComboboxOptions,
} from '@headlessui/react';
import { clsx } from 'clsx';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
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
  /**
   * Called when the visitor leaves the text box (after any choice it made), and once after
   * hydration when they emptied it and left before the page's JavaScript ran.
   */
  onBlur?: () => void;
};

const DEBOUNCE_MS = 200;

/** How many suggestions there are, for the status line screen readers announce. */
function resultsLabel(count: number): string {
  return count === 1 ? '1 suggestion' : `${count} suggestions`;
}

/** What the visitor left in the server-rendered text box before the page's JavaScript ran. */
type EarlyInput = { text: string; focused: boolean };

/**
 * Reads the box as hydration finds it. The server renders the chosen label as the box's
 * default text, so any other text was typed by the visitor. A client-side render creates the
 * box with its default text, so it finds nothing.
 */
function readEarlyInput(box: HTMLInputElement | null): EarlyInput | null {
  if (!box || box.value === box.defaultValue) return null;
  return { text: box.value, focused: box.ownerDocument.activeElement === box };
}

/** Loads the options when the list opens, for what the box holds at that moment. */
function LoadWhenOpened({ open, load }: { open: boolean; load: () => void }) {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    if (open) loadRef.current();
  }, [open]);
  return null;
}

/**
 * A text box that suggests options as you type (WAI-ARIA combobox with a listbox popup), for
 * choosing one of thousands of records, where a select would be too long to send or scroll.
 * The keyboard, focus and ARIA behaviour comes from Headless UI's Combobox
 * (docs/decisions/0013-lists-board-and-pickers-at-scale.md):
 * arrows, Home/End and Page Up/Down move through the suggestions and keep the active one in
 * view, Enter chooses, Escape closes and puts the chosen label back, typing through an input
 * method is not cut short by Enter, and emptying the box clears the choice. This wrapper loads
 * the suggestions from the server as you type, announces how many there are, and keeps what was
 * typed before the page's JavaScript ran.
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
  onBlur,
}: Props) {
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<ComboboxOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  const request = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  // Read once, at hydration; taken when acted on (a development re-run must still find it).
  const early = useRef<EarlyInput | null | undefined>(undefined);
  // Text typed before hydration into the box the visitor is still in: shown instead of the
  // chosen label until the list closes, so Headless UI does not write the label over it.
  const [earlyText, setEarlyText] = useState<string | null>(null);
  const [leftEmptied, setLeftEmptied] = useState(false);
  const refocusing = useRef(false);
  const listId = `${id}-listbox`;
  const describedBy = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

  useEffect(() => () => clearTimeout(timer.current), []);

  // What the visitor did before hydration, carried on with React's own state and handlers
  // rather than replayed as input: the text box's value is read (Headless UI writes the
  // label into it only in a later effect), never set behind React's back.
  const actOnEarlyInput = useEffectEvent(({ text, focused }: EarlyInput) => {
    const box = input.current;
    if (!box?.isConnected) return;
    const cleared = text === '' && value !== null;
    if (cleared) onChange(null);
    if (focused && box.ownerDocument.activeElement === box) {
      // Headless UI opens the list when the box gains focus (`immediate`); it had focus
      // before the handlers existed, so give it again. Not a visit to elsewhere: no onBlur.
      refocusing.current = true;
      try {
        box.blur();
        box.focus();
      } finally {
        refocusing.current = false;
      }
    } else if (cleared) {
      // Left emptied: once the choice is cleared, leaving it is reported as usual.
      setLeftEmptied(true);
    }
  });
  useLayoutEffect(() => {
    if (early.current === undefined) {
      early.current = readEarlyInput(input.current);
      if (early.current?.focused) {
        setEarlyText(early.current.text);
        setQuery(early.current.text);
      }
    }
    if (!early.current) return;
    // Outside React's commit, so a parent may flush its update synchronously as usual.
    const wait = setTimeout(() => {
      const found = early.current;
      early.current = null;
      if (found) actOnEarlyInput(found);
    });
    return () => clearTimeout(wait);
  }, []);

  const leftEmptiedReported = useRef(false);
  const reportLeftEmptied = useEffectEvent(() => onBlur?.());
  useEffect(() => {
    if (!leftEmptied || leftEmptiedReported.current) return;
    leftEmptiedReported.current = true;
    reportLeftEmptied();
  }, [leftEmptied]);

  function load(text: string, delay: number) {
    clearTimeout(timer.current);
    const ticket = ++request.current;
    setLoading(true);
    timer.current = setTimeout(async () => {
      const found = await loadOptions(text).catch(() => []);
      if (ticket !== request.current) return;
      setOptions(found);
      setLoading(false);
    }, delay);
  }

  const status = !open ? '' : loading ? 'Loading...' : options.length === 0 ? noMatches : resultsLabel(options.length);

  return (
    <div className="relative space-y-1">
      <Label htmlFor={id} required={required} hidden={hideLabel}>
        {label}
      </Label>
      <HeadlessCombobox
        value={value}
        // Also the text box's default text (the chosen label): the server's HTML shows the
        // choice rather than an empty box until hydration, and typing before it is detectable.
        defaultValue={value}
        by="value"
        onChange={(option: ComboboxOption | null) => onChange(option)}
        onClose={() => {
          setQuery('');
          setEarlyText(null);
        }}
        disabled={disabled}
        immediate
      >
        {({ open: isOpen }) => (
          <>
            <OpenState open={isOpen} onChange={setOpen} />
            <LoadWhenOpened open={isOpen} load={() => load(query, 0)} />
            <ComboboxInput
              ref={input}
              id={id}
              autoComplete="off"
              aria-required={required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              placeholder={placeholder}
              maxLength={200}
              displayValue={(option: ComboboxOption | null) => earlyText ?? option?.label ?? ''}
              onChange={(event) => {
                setQuery(event.target.value);
                load(event.target.value, DEBOUNCE_MS);
              }}
              onBlur={() => {
                if (!refocusing.current) onBlur?.();
              }}
              className={clsx(inputClass, 'bg-white')}
            />
            <ComboboxOptions
              id={listId}
              aria-label={label}
              modal={false}
              className="absolute z-30 mt-1 max-h-72 w-full min-w-64 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg empty:hidden"
            >
              {options.map((option, index) => (
                <HeadlessOption
                  key={option.value}
                  id={`${id}-option-${index}`}
                  value={option}
                  className="cursor-pointer px-3 py-2 text-sm data-focus:bg-brand-100 data-focus:text-slate-900"
                >
                  <span className="block font-medium">{option.label}</span>
                  {option.detail && <span className="block text-xs text-slate-600">{option.detail}</span>}
                </HeadlessOption>
              ))}
            </ComboboxOptions>
          </>
        )}
      </HeadlessCombobox>
      {name && <input type="hidden" name={name} value={value?.value ?? ''} />}
      <p role="status" className={clsx('text-xs text-slate-600', (!status || options.length > 0) && 'sr-only')}>
        {status}
      </p>
      <FieldMessages id={id} help={help} error={error} />
    </div>
  );
}

/** Mirrors Headless UI's open state into this component's, for the status line. */
function OpenState({ open, onChange }: { open: boolean; onChange: (open: boolean) => void }) {
  useEffect(() => onChange(open), [open, onChange]);
  return null;
}
