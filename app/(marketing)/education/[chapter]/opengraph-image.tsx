import { guide } from '@/content/education/guide';
import { educationGuide } from '@/lib/education/chapters';
import { openGraphCard, openGraphSize } from '@/lib/seo/open-graph-card';

export const alt = guide.title;
export const size = openGraphSize;
export const contentType = 'image/png';

// One image per chapter, made at build time; any other id is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return educationGuide().chapters.map((chapter) => ({ chapter: chapter.id }));
}

export default async function Image({ params }: { params: Promise<{ chapter: string }> }) {
  const chapter = educationGuide().getChapterById((await params).chapter) ?? educationGuide().chapters[0];
  return openGraphCard({
    eyebrow: `${guide.title} · Chapter ${chapter.number}`,
    title: chapter.title,
    text: chapter.summary,
  });
}
