import Link from 'next/link';
import { OrganizationJsonLd } from '@/components/marketing/organization-json-ld';
import { ShowcaseTeaser } from '@/components/marketing/showcase/showcase-teaser';
import { ButtonLink } from '@/components/ui/button';
import { home } from '@/content/home';
import { services } from '@/content/services';
import { claims } from '@/content/site';
import { loadRegeneratedShowcase } from '@/lib/showcase/public';

// Built once, regenerated on publish/withdraw (revalidatePath), and at most this many seconds
// after a change another server made; next.config.ts's expireTime renders a copy older than
// 40 s anew before it is served. A cache in front may keep a copy 20 s more: a minute at most
// (docs/decisions/0071).
export const revalidate = 20;

export default async function HomePage() {
  const showcase = await loadRegeneratedShowcase();
  return (
    <>
      <OrganizationJsonLd />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-20">
          <p className="text-sm font-semibold text-brand-700">{home.hero.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {home.hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700">{home.hero.subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href={home.hero.primaryCta.href}>{home.hero.primaryCta.label}</ButtonLink>
            <ButtonLink href={home.hero.secondaryCta.href} variant="secondary">
              {home.hero.secondaryCta.label}
            </ButtonLink>
          </div>
          <dl className="mt-12 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-6">
            {claims.map((claim) => (
              <div key={claim.label}>
                <dt className="text-sm text-slate-600">{claim.label}</dt>
                <dd className="text-2xl font-bold text-slate-900">{claim.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="services-heading" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="services-heading" className="text-3xl font-bold">
          {home.servicesIntro.title}
        </h2>
        <p className="mt-3 max-w-2xl text-slate-700">{home.servicesIntro.subtitle}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((service) => (
            <li key={service.anchor}>
              <Link
                href={`/services#${service.anchor}`}
                className="block h-full rounded-lg border border-slate-200 p-5 hover:border-brand-600 hover:shadow-sm"
              >
                <h3 className="font-semibold text-slate-900">{service.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{service.summary}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto max-w-6xl px-4 pb-16">
        <ShowcaseTeaser showcase={showcase} />
      </div>

      <section aria-label="Why work with us" className="bg-slate-50">
        <ul className="mx-auto grid max-w-6xl gap-8 px-4 py-16 sm:grid-cols-3">
          {home.valuePoints.map((point) => (
            <li key={point.title}>
              <h2 className="text-xl font-semibold">{point.title}</h2>
              <p className="mt-2 text-slate-700">{point.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16 text-center">
        <h2 className="text-3xl font-bold">{home.cta.title}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-700">{home.cta.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href={home.cta.primary.href}>{home.cta.primary.label}</ButtonLink>
          <ButtonLink href={home.cta.secondary.href} variant="secondary">
            {home.cta.secondary.label}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
