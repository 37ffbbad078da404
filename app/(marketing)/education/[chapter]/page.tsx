import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { ChapterPage } from '@/components/education/chapter-page';
import { educationGuide } from '@/lib/education/chapters';
import { chapterMetadata } from '@/lib/education/metadata';

type Props = { params: Promise<{ chapter: string }> };

// Every chapter is prerendered; any other id is a 404 without running this page.
export const dynamicParams = false;

export function generateStaticParams() {
  return educationGuide().chapters.map((chapter) => ({ chapter: chapter.id }));
}

async function chapterFor(params: Props['params']) {
  const chapter = educationGuide().getChapterById((await params).chapter);
  if (!chapter) notFound();
  // Chapter 1 has one address, /education, so search engines see no duplicate.
  if (chapter.index === 0) permanentRedirect(chapter.path);
  return chapter;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return chapterMetadata(await chapterFor(params));
}

export default async function EducationChapterPage({ params }: Props) {
  const chapter = await chapterFor(params);
  return <ChapterPage chapter={chapter} chapters={educationGuide().chapters} />;
}
