import { contactCopy } from '@/content/contact';
import { siteConfig } from '@/content/site';
import { ContactForm } from './contact-form';

/** The quote page body, shared by the main site's and the portal's /contact. */
export function ContactSection() {
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
      </div>
      <div className="lg:col-span-2">
        <ContactForm />
      </div>
    </div>
  );
}
