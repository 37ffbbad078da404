import type { Metadata } from 'next';
import { ChapterPage } from '@/components/education/chapter-page';
import { educationGuide } from '@/lib/education/chapters';
import { chapterMetadata } from '@/lib/education/metadata';

// The guide's first page is chapter 1; the others live at /education/<chapter-id>.
export function generateMetadata(): Metadata {
  return chapterMetadata(educationGuide().chapters[0]);
}

export default function EducationPage() {
  const { chapters } = educationGuide();
  return <ChapterPage chapter={chapters[0]} chapters={chapters} />;
}
