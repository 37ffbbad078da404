'use client';

import { inputClass } from '@/components/ui/form-field';
import { ACTIVITY_TYPES, type ActivityType } from '@/lib/activity/events';

/**
 * The log's "Type of activity" box, a control of the page's filter form. Its thirty-odd
 * choices come from this module rather than from the page: as props they were sent again in
 * every page's React payload beside the same options in the HTML; here they are in the cached
 * script. Choosing one applies it at once, as the list filters do.
 */
export function ActivityTypeFilter({ value }: { value: ActivityType | null }) {
  return (
    <div>
      <label htmlFor="list-filter-type" className="sr-only">
        Type of activity
      </label>
      <select
        id="list-filter-type"
        name="type"
        defaultValue={value ?? ''}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className={`${inputClass} bg-white`}
      >
        <option value="">All types</option>
        {Object.entries(ACTIVITY_TYPES).map(([type, label]) => (
          <option key={type} value={type}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
