import type { PublishedTestimonial } from '@/lib/showcase/queries';

/** Clients' words, each approved by them, with their name and role. */
export function TestimonialList({ testimonials }: { testimonials: readonly PublishedTestimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2" aria-label="Testimonials">
      {testimonials.map((t) => (
        <li key={t.id}>
          <figure className="h-full rounded-lg border border-slate-200 p-6" data-testimonial>
            <blockquote className="text-lg text-slate-800">
              <p>“{t.quote}”</p>
            </blockquote>
            <figcaption className="mt-4 text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{t.personName}</span>, {t.personRole}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
