import { guide } from '@/content/education/guide';
import { educationGuide } from '@/lib/education/chapters';
import { openGraphCard } from '@/lib/seo/open-graph-card';

// The Open Graph image of the guide's first chapter (which lives at /education), made at build time.
export const dynamic = 'force-static';

export function GET() {
  const chapter = educationGuide().chapters[0];
  return openGraphCard({
    eyebrow: `${guide.title} · Chapter ${chapter.number}`,
    title: chapter.title,
    text: chapter.summary,
  });
}
