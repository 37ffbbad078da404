import { guide } from '@/content/education/guide';
import { educationGuide } from '@/lib/education/chapters';
import { openGraphCard } from '@/lib/seo/open-graph-card';

// One Open Graph image per chapter, made at build time; any other id is a 404.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return educationGuide().chapters.map((chapter) => ({ chapter: chapter.id }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ chapter: string }> }) {
  const chapter = educationGuide().getChapterById((await params).chapter);
  if (!chapter) return new Response('Not found', { status: 404 });
  return openGraphCard({
    eyebrow: `${guide.title} · Chapter ${chapter.number}`,
    title: chapter.title,
    text: chapter.summary,
  });
}
