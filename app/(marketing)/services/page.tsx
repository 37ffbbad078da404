import type { Metadata } from 'next';
import { OpenTargetedService } from '@/components/marketing/open-targeted-service';
import { ServiceCard } from '@/components/marketing/service-card';
import { ButtonLink } from '@/components/ui/button';
import { JsonLd } from '@/components/marketing/json-ld';
import { services, servicesPage } from '@/content/services';
import { openGraphImageMetadata } from '@/lib/seo/open-graph-card';
import { servicesJsonLd } from '@/lib/seo/structured-data';
import { loadRegeneratedShowcase } from '@/lib/showcase/public';
import { siteUrl } from '@/lib/site-url';

export const metadata: Metadata = {
  title: servicesPage.title,
  description: servicesPage.description,
  alternates: { canonical: '/services' },
  openGraph: {
    title: servicesPage.title,
    description: servicesPage.description,
    url: '/services',
    images: [openGraphImageMetadata('/services', servicesPage.title)],
  },
};

// Built once, regenerated on publish/withdraw (revalidatePath), and at most this many seconds
// after a change another server made; next.config.ts's expireTime renders a copy older than
// 40 s anew before it is served. A cache in front may keep a copy 20 s more: a minute at most
// (docs/decisions/0071).
export const revalidate = 20;

export default async function ServicesPage() {
  const showcase = await loadRegeneratedShowcase();
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <JsonLd data={servicesJsonLd(siteUrl(), services)} />
      <h1 className="text-4xl font-bold tracking-tight">{servicesPage.title}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{servicesPage.intro}</p>
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        {services.map((service) => (
          <ServiceCard key={service.anchor} service={service} showcase={showcase} />
        ))}
      </div>
      <OpenTargetedService />
      <section className="mt-16 rounded-lg bg-brand-50 p-8 text-center">
        <h2 className="text-2xl font-bold">{servicesPage.cta.title}</h2>
        <p className="mx-auto mt-2 max-w-2xl text-slate-700">{servicesPage.cta.text}</p>
        <ButtonLink href={servicesPage.cta.href} className="mt-6">
          {servicesPage.cta.label}
        </ButtonLink>
      </section>
    </div>
  );
}
