import { bookingCopy } from '@/content/booking';
import { contactCopy } from '@/content/contact';
import { siteConfig } from '@/content/site';
import { ContactForm } from './contact-form';

/**
 * The quote page body, shared by the main site's and the portal's /contact. Beside the quote
 * form: booking a call, on the main site (`bookHref`, absolute from the portal's host).
 */
export function ContactSection({ bookHref = '/contact/book' }: { bookHref?: string }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 lg:grid-cols-3">
      <div>
        <h1 className="text-4xl font-bold tracking-tight">{contactCopy.title}</h1>
        <p className="mt-4 text-slate-700">{contactCopy.intro}</p>
        <p className="mt-4 font-semibold text-slate-900">{contactCopy.responsePromise}</p>
        <dl className="mt-8 space-y-3 text-sm">
          <div>
            <dt className="font-semibold">Email</dt>
            <dd>
              <a className="text-brand-700 underline" href={`mailto:${siteConfig.email}`}>
                {siteConfig.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Phone</dt>
            <dd>
              <a className="text-brand-700 underline" href={siteConfig.phone.href}>
                {siteConfig.phone.display}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Location</dt>
            <dd>{siteConfig.location}</dd>
          </div>
        </dl>
        <section
          aria-labelledby="book-call-heading"
          className="mt-8 rounded-lg border border-brand-100 bg-brand-50 p-5"
        >
          <h2 id="book-call-heading" className="text-lg font-semibold text-slate-900">
            {bookingCopy.offer.title}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{bookingCopy.offer.text}</p>
          <a href={bookHref} className="mt-4 inline-block font-semibold text-brand-700 underline">
            {bookingCopy.offer.link}
          </a>
        </section>
      </div>
      <div className="lg:col-span-2">
        <ContactForm />
      </div>
    </div>
  );
}
