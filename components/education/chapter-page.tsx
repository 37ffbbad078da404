import { guide, readingTimeLabel } from '@/content/education/guide';
import type { Chapter } from '@/lib/education/types';
import { chapterArticleJsonLd, chapterBreadcrumbJsonLd } from '@/lib/seo/structured-data';
import { siteUrl } from '@/lib/site-url';
import { JsonLd } from '@/components/marketing/json-ld';
import { ChapterMenu } from './chapter-menu';
import { ChapterPager } from './chapter-pager';
import { ClosingCta } from './closing-cta';
import { proseClass } from './prose';

type Props = { chapter: Chapter; chapters: Chapter[] };

/**
 * One chapter of the guide, fully rendered on the server: only the side menu is a client
 * component. Every chapter page has the same frame (title block, menu column, pager), so moving
 * between chapters does not shift the layout.
 */
export function ChapterPage({ chapter, chapters }: Props) {
  const isLast = chapter.index === chapters.length - 1;
  return (
    <>
      <JsonLd data={chapterArticleJsonLd(siteUrl(), chapter)} />
      <JsonLd data={chapterBreadcrumbJsonLd(siteUrl(), chapter)} />
      <section aria-labelledby="guide-title" className="bg-gradient-to-b from-brand-50 to-white print:bg-none">
        <div className="mx-auto max-w-6xl px-4 py-12 print:py-4">
          <p className="text-sm font-semibold text-brand-700">{guide.eyebrow}</p>
          <h1 id="guide-title" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {guide.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{guide.intro}</p>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 pb-8 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12 print:block">
        <ChapterMenu
          key={chapter.id}
          chapters={chapters.map(({ number, title, path }) => ({ number, title, path }))}
          currentIndex={chapter.index}
          subsections={chapter.subsections}
        />

        <article aria-labelledby="chapter-title" className="max-w-3xl pt-8 lg:pt-10">
          <header>
            <p className="text-sm font-semibold text-brand-700">
              Chapter {chapter.number} <span aria-hidden="true">·</span>{' '}
              <span className="text-slate-600">{readingTimeLabel(chapter.readingMinutes)}</span>
            </p>
            <h2 id="chapter-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
              {chapter.title}
            </h2>
            <p className="mt-3 text-lg text-slate-700">{chapter.summary}</p>
          </header>

          {chapter.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              tabIndex={-1}
              className="mt-12 scroll-mt-20 outline-none lg:scroll-mt-6"
            >
              <h3 id={`${section.id}-heading`} className="text-2xl font-semibold text-slate-900">
                {section.title}
              </h3>
              <div className={proseClass} dangerouslySetInnerHTML={{ __html: section.html }} />
            </section>
          ))}

          {isLast && <ClosingCta />}

          <ChapterPager
            chapter={chapter}
            previous={chapters[chapter.index - 1]}
            next={chapters[chapter.index + 1]}
            total={chapters.length}
          />
        </article>
      </div>
    </>
  );
}
