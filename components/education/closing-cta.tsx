import { ButtonLink } from '@/components/ui/button';
import { guide } from '@/content/education/guide';

/** The call to action after the last chapter. */
export function ClosingCta() {
  return (
    <section aria-labelledby="closing-cta-title" className="mt-16 rounded-lg bg-brand-50 px-6 py-10 text-center">
      <h3 id="closing-cta-title" className="text-2xl font-bold text-slate-900">
        {guide.closing.title}
      </h3>
      <p className="mx-auto mt-3 max-w-2xl text-slate-700">{guide.closing.text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3 print:hidden">
        {guide.closing.links.map((link) => (
          <ButtonLink key={link.href} href={link.href} variant={link.variant}>
            {link.label}
          </ButtonLink>
        ))}
      </div>
    </section>
  );
}
