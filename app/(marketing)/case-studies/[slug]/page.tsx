import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CaseStudyArticle } from '@/components/marketing/showcase/case-study-article';
import { siteConfig } from '@/content/site';
import { openGraphImageMetadata } from '@/lib/seo/open-graph-card';
import { caseStudyPath } from '@/lib/seo/case-study-structured-data';
import { loadPublishedCaseStudy } from '@/lib/showcase/public';
import { siteUrl } from '@/lib/site-url';

type Props = { params: Promise<{ slug: string }> };

// Generated at a case study's first request (no database at build: none is listed then), kept,
// and regenerated on publish, unpublish and withdrawal (revalidatePath) or at most this many
// seconds after a change another server made, like the other regenerated pages
// (docs/decisions/0071). An unknown or withdrawn slug is a 404, cached the same way.
export const revalidate = 20;
export const dynamicParams = true;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const study = await loadPublishedCaseStudy((await params).slug);
  if (!study) return { title: 'Case study not found' };
  const path = caseStudyPath(study.slug);
  return {
    metadataBase: siteUrl(),
    title: study.title,
    description: study.summary,
    alternates: { canonical: path },
    openGraph: {
      type: 'article',
      title: study.title,
      description: study.summary,
      url: path,
      siteName: siteConfig.name,
      images: [openGraphImageMetadata(path, study.title)],
    },
  };
}

/**
 * A published case study. Anything else (a draft, a withdrawn one, a malformed address) is
 * the site's 404, from the same read the metadata made.
 */
export default async function CaseStudyPage({ params }: Props) {
  const study = await loadPublishedCaseStudy((await params).slug);
  if (!study) notFound();
  return <CaseStudyArticle study={study} />;
}
