'use client';

import { clsx } from 'clsx';
import Link from 'next/link';
import { useRef, type MouseEvent } from 'react';
import { guide } from '@/content/education/guide';
import type { Subsection } from '@/lib/education/types';
import { useScrollSpy } from './use-scroll-spy';

export type MenuChapter = { number: number; title: string; path: string };

type Props = {
  chapters: MenuChapter[];
  currentIndex: number;
  subsections: Subsection[];
};

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

type ListProps = Props & {
  activeId: string | null;
  onChoose: () => void;
  goToSubsection: (event: MouseEvent<HTMLAnchorElement>, id: string) => void;
};

/** Every chapter, and under the current one its subsections with the one being read marked. */
function ChapterList({ chapters, currentIndex, subsections, activeId, onChoose, goToSubsection }: ListProps) {
  return (
    <ol className="mt-2 space-y-1 text-sm">
      {chapters.map((chapter, index) => {
        const isCurrent = index === currentIndex;
        return (
          <li key={chapter.path}>
            <Link
              href={chapter.path}
              aria-current={isCurrent ? 'page' : undefined}
              onClick={onChoose}
              className={clsx(
                'flex gap-2 rounded-md px-2 py-1.5',
                isCurrent
                  ? 'bg-brand-50 font-semibold text-brand-800'
                  : 'text-slate-700 hover:bg-slate-50 hover:text-slate-900',
              )}
            >
              <span aria-hidden="true" className="w-4 shrink-0 text-right tabular-nums">
                {chapter.number}.
              </span>
              <span>{chapter.title}</span>
            </Link>
            {isCurrent && (
              <ul aria-label={`In ${chapter.title}`} className="my-1 ml-6 space-y-0.5 border-l border-slate-200">
                {subsections.map((subsection) => {
                  const isActive = subsection.id === activeId;
                  return (
                    <li key={subsection.id}>
                      <a
                        href={`#${subsection.id}`}
                        aria-current={isActive ? 'location' : undefined}
                        onClick={(event) => goToSubsection(event, subsection.id)}
                        className={clsx(
                          '-ml-px block border-l-2 py-1 pr-2 pl-3',
                          isActive
                            ? 'border-brand-600 font-semibold text-brand-800'
                            : 'border-transparent text-slate-600 hover:border-slate-400 hover:text-slate-900',
                        )}
                      >
                        {subsection.title}
                      </a>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The guide's side menu: every chapter, and the current chapter's subsections with
 * the one being read highlighted. On small screens it folds into a native <details> toggle
 * naming the current chapter, so it opens and its links work before (and without) JavaScript;
 * on large screens the same list stands open beside the text. Rendered per chapter page with
 * the chapter as key, so a new chapter starts with no subsection highlighted.
 */
export function ChapterMenu({ chapters, currentIndex, subsections }: Props) {
  const toggle = useRef<HTMLDetailsElement>(null);
  const { activeId, highlight } = useScrollSpy(subsections.map((s) => s.id));
  const current = chapters[currentIndex];

  const close = () => {
    if (toggle.current) toggle.current.open = false;
  };

  const goToSubsection = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    close();
    highlight(id);
    target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    // Keyboard and screen reader users continue reading from the chosen subsection.
    target.focus({ preventScroll: true });
    window.history.replaceState(null, '', `#${id}`);
  };

  const list = { chapters, currentIndex, subsections, activeId, onChoose: close, goToSubsection };
  return (
    <nav
      aria-label={guide.menuTitle}
      className="sticky top-0 z-10 -mx-4 border-b border-slate-200 bg-white px-4 py-2 lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:px-0 lg:py-10 print:hidden"
    >
      <details
        ref={toggle}
        className="group lg:hidden"
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !toggle.current?.open) return;
          close();
          toggle.current.querySelector('summary')?.focus();
        }}
      >
        <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-3 rounded-md py-1 text-left [&::-webkit-details-marker]:hidden">
          <span className="min-w-0">
            <span className="block text-xs font-semibold text-brand-700">Chapter {current.number}</span>
            <span className="block truncate font-semibold text-slate-900">{current.title}</span>
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180"
          >
            <path
              fill="currentColor"
              d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
            />
          </svg>
        </summary>
        <div className="absolute inset-x-0 top-full max-h-[70vh] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-4 shadow-lg">
          <ChapterList {...list} />
        </div>
      </details>

      <div className="hidden lg:sticky lg:top-6 lg:block lg:max-h-[calc(100vh-3rem)] lg:overflow-y-auto">
        <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{guide.menuTitle}</h2>
        <ChapterList {...list} />
      </div>
    </nav>
  );
}
