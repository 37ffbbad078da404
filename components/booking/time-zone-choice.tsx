import { buttonClass } from '@/components/ui/button';
import { bookingCopy, commonTimeZones } from '@/content/booking';

/**
 * Which zone the times are shown in, as a plain GET form: it works without JavaScript (the
 * page is rendered again in the chosen zone); with it, the list starts in the browser's zone.
 */
export function TimeZoneChoice({ zone, firmZone }: { zone: string; firmZone: string }) {
  const zones = [...new Set([zone, firmZone, ...commonTimeZones])];
  return (
    <form method="get" action="/contact/book" className="mt-8 flex flex-wrap items-end gap-3">
      <div className="space-y-1">
        <label htmlFor="booking-tz" className="block text-sm font-medium text-slate-800">
          {bookingCopy.timeZone.label}
        </label>
        <select
          id="booking-tz"
          name="tz"
          defaultValue={zone}
          className="block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass('secondary')}>
        {bookingCopy.timeZone.show}
      </button>
    </form>
  );
}
