'use client';

import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';

type Props = Omit<Parameters<typeof Combobox>[0], 'value' | 'onChange' | 'onBlur'> & {
  selected: ComboboxOption | null;
  /** Send the form when the choice is cleared too (a filter), or only when one is chosen. */
  submitOnClear?: boolean;
};

/**
 * A combobox inside a GET form that sends the form as soon as an option is chosen, so the
 * choice lands in the URL (list filters, the Files page's project). A cleared box sends it
 * when the visitor leaves it, not while they empty it to type something else.
 */
export function SubmittingCombobox({ selected, submitOnClear = false, ...props }: Props) {
  const [value, setValue] = useState(selected);
  const wrapper = useRef<HTMLDivElement>(null);
  const submit = () => wrapper.current?.closest('form')?.requestSubmit();
  return (
    <div ref={wrapper} className="min-w-64">
      <Combobox
        {...props}
        value={value}
        onChange={(option) => {
          // The hidden input must hold the new value before the form is sent.
          flushSync(() => setValue(option));
          if (option) submit();
        }}
        onBlur={() => {
          if (submitOnClear && selected && !value) submit();
        }}
      />
    </div>
  );
}
