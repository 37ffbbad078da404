import { guide } from '@/content/education/guide';
import { educationGuide } from '@/lib/education/chapters';
import { openGraphCard, openGraphSize } from '@/lib/seo/open-graph-card';

export const alt = guide.title;
export const size = openGraphSize;
export const contentType = 'image/png';

/** The guide's first chapter, which lives at /education. */
export default function Image() {
  const chapter = educationGuide().chapters[0];
  return openGraphCard({
    eyebrow: `${guide.title} · Chapter ${chapter.number}`,
    title: chapter.title,
    text: chapter.summary,
  });
}
