import { ButtonLink } from '@/components/ui/button';
import { chapterLabel, guide } from '@/content/education/guide';
import type { Chapter } from '@/lib/education/types';

type Props = { chapter: Chapter; previous?: Chapter; next?: Chapter; total: number };

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={direction === 'left' ? 'size-4 rotate-180' : 'size-4'}>
      <path
        fill="currentColor"
        d="M11.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l3.3-3.3H3a1 1 0 1 1 0-2h11.6l-3.3-3.3a1 1 0 0 1 0-1.4Z"
      />
    </svg>
  );
}

/** Previous / 'Chapter N of total' / Next; on the last chapter Next becomes 'Get Started'. */
export function ChapterPager({ chapter, previous, next, total }: Props) {
  return (
    <nav
      aria-label={guide.pagerLabel}
      className="mt-12 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6 print:hidden"
    >
      <p className="order-first w-full text-center text-sm font-medium text-slate-600 sm:order-none sm:w-auto">
        {chapterLabel(chapter.number, total)}
      </p>
      {/* Keeps Next on the right (and the label centred) where Previous is hidden. */}
      <div className="min-w-28 sm:order-first">
        {previous && (
          <ButtonLink href={previous.path} variant="secondary">
            <Arrow direction="left" />
            {guide.previous}
          </ButtonLink>
        )}
      </div>
      <div className="flex min-w-28 justify-end">
        {next ? (
          <ButtonLink href={next.path}>
            {guide.next}
            <Arrow direction="right" />
          </ButtonLink>
        ) : (
          <ButtonLink href={guide.getStarted.href}>
            {guide.getStarted.label}
            <Arrow direction="right" />
          </ButtonLink>
        )}
      </div>
    </nav>
  );
}
