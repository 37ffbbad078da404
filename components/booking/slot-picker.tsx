'use client';

import { useEffect, useState } from 'react';
import { bookingCopy } from '@/content/booking';
import { dayKey, formatSlotDay, formatSlotTime } from '@/lib/bookings/format';

/**
 * The open times as radio buttons, one group per day. The server renders them in the zone it
 * was asked for (the firm's, or the one chosen in the list above without JavaScript); once
 * running in the browser, and unless a zone was chosen, they switch to the browser's own zone.
 * The zone the visitor saw is posted with the form (`visitorTimeZone`), for their mails.
 */
export function SlotPicker({
  slots,
  zone: initialZone,
  chosenZone,
  error,
  disabled,
}: {
  /** Slot starts, ISO instants. */
  slots: readonly string[];
  zone: string;
  /** True when the visitor picked the zone: then it stays. */
  chosenZone: boolean;
  error?: string;
  disabled?: boolean;
}) {
  const [zone, setZone] = useState(initialZone);
  useEffect(() => {
    if (chosenZone) return;
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    // Set once after hydration, so the server's HTML and the first render agree.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (browser) setZone(browser);
  }, [chosenZone]);

  const days = new Map<string, Date[]>();
  for (const iso of slots) {
    const start = new Date(iso);
    const key = dayKey(start, zone);
    days.set(key, [...(days.get(key) ?? []), start]);
  }

  return (
    <fieldset aria-describedby={error ? 'slots-error' : undefined} className="space-y-4" disabled={disabled}>
      <legend className="text-lg font-semibold text-slate-900">{bookingCopy.slotsLegend}</legend>
      <p className="text-sm text-slate-600" data-testid="slot-zone">
        Times in {zone.replaceAll('_', ' ')}
      </p>
      <input type="hidden" name="visitorTimeZone" value={zone} />
      {error && (
        <p id="slots-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {[...days].map(([key, starts]) => (
        <div key={key} role="group" aria-labelledby={`day-${key}`}>
          <h2 id={`day-${key}`} className="text-sm font-semibold text-slate-800">
            {formatSlotDay(starts[0], zone)}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {starts.map((start) => (
              <li key={start.toISOString()}>
                <label className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600">
                  <input type="radio" name="startsAt" value={start.toISOString()} className="accent-brand-700" />
                  <span>{formatSlotTime(start, zone)}</span>
                </label>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </fieldset>
  );
}
