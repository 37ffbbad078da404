import type { Metadata } from 'next';
import { ShowcaseTeaser } from '@/components/marketing/showcase/showcase-teaser';
import { ButtonLink } from '@/components/ui/button';
import { about } from '@/content/about';
import { claims } from '@/content/site';
import { loadRegeneratedShowcase } from '@/lib/showcase/public';

export const metadata: Metadata = {
  title: 'About',
  description: about.intro,
  alternates: { canonical: '/about' },
  openGraph: { title: about.title, description: about.intro, url: '/about' },
};

// Built once, regenerated on publish/withdraw (revalidatePath), and at most this many seconds
// after a change another server made; next.config.ts's expireTime renders a copy older than
// 40 s anew before it is served. A cache in front may keep a copy 20 s more: a minute at most
// (docs/decisions/0071).
export const revalidate = 20;

export default async function AboutPage() {
  const showcase = await loadRegeneratedShowcase();
  return (
    <>
      <section className="mx-auto max-w-4xl px-4 py-16">
        <h1 className="text-4xl font-bold tracking-tight">{about.title}</h1>
        <p className="mt-4 text-lg text-slate-700">{about.intro}</p>
        <div className="mt-8 space-y-4 text-slate-800">
          {about.story.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
        <dl className="mt-10 grid grid-cols-2 gap-6 sm:grid-cols-3">
          {claims.map((claim) => (
            <div key={claim.label} className="rounded-lg border border-slate-200 p-4">
              <dt className="text-sm text-slate-600">{claim.label}</dt>
              <dd className="text-2xl font-bold">{claim.value}</dd>
            </div>
          ))}
        </dl>
        <ShowcaseTeaser showcase={showcase} caseStudies={false} className="mt-10" />
      </section>
      <section aria-labelledby="values-heading" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="values-heading" className="text-3xl font-bold">
            Our values
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {about.values.map((value) => (
              <li key={value.title} className="rounded-lg bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold">{value.title}</h3>
                <p className="mt-2 text-slate-700">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 className="text-3xl font-bold">{about.cta.title}</h2>
        <p className="mt-3 text-slate-700">{about.cta.text}</p>
        <ButtonLink href={about.cta.href} className="mt-6">
          {about.cta.label}
        </ButtonLink>
      </section>
    </>
  );
}
