import { caseStudiesPage } from '@/content/case-studies';
import { openGraphCard } from '@/lib/seo/open-graph-card';
import { loadPublishedCaseStudyNow } from '@/lib/showcase/public';

// A published case study's Open Graph image. Made on request, like its page: a withdrawn or
// unpublished case study has no image either.
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const study = await loadPublishedCaseStudyNow((await params).slug);
  if (!study) return new Response('Not found', { status: 404 });
  const response = openGraphCard({
    eyebrow: `${caseStudiesPage.title} · ${study.clientLabel}`,
    title: study.title,
    text: study.summary,
  });
  // Link previews may keep it a minute; after a withdrawal it is gone from here at once.
  response.headers.set('Cache-Control', 'public, max-age=60');
  return response;
}
