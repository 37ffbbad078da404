'use client';

import { clsx } from 'clsx';
import Link from 'next/link';
import { useState, type MouseEvent } from 'react';
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

/**
 * The guide's side menu (spec §2.4): every chapter, and the current chapter's subsections with
 * the one being read highlighted. On small screens it folds into a toggle naming the current
 * chapter. Rendered per chapter page with the chapter as key, so a new chapter starts with no
 * subsection highlighted.
 */
export function ChapterMenu({ chapters, currentIndex, subsections }: Props) {
  const [open, setOpen] = useState(false);
  const { activeId, highlight } = useScrollSpy(subsections.map((s) => s.id));
  const current = chapters[currentIndex];

  const goToSubsection = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    setOpen(false);
    highlight(id);
    target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    // Keyboard and screen reader users continue reading from the chosen subsection.
    target.focus({ preventScroll: true });
    window.history.replaceState(null, '', `#${id}`);
  };

  return (
    <nav
      aria-label={guide.menuTitle}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      className="sticky top-0 z-10 -mx-4 border-b border-slate-200 bg-white px-4 py-2 lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:px-0 lg:py-10 print:hidden"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls="chapter-menu-list"
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between gap-3 rounded-md py-1 text-left lg:hidden"
      >
        <span className="min-w-0">
          <span className="block text-xs font-semibold text-brand-700">Chapter {current.number}</span>
          <span className="block truncate font-semibold text-slate-900">{current.title}</span>
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={clsx('size-5 shrink-0 text-slate-600 transition-transform', open && 'rotate-180')}
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </button>

      <div
        id="chapter-menu-list"
        className={clsx(
          'absolute inset-x-0 top-full max-h-[70vh] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-4 shadow-lg',
          'lg:sticky lg:top-6 lg:block lg:max-h-[calc(100vh-3rem)] lg:border-0 lg:p-0 lg:shadow-none',
          !open && 'hidden',
        )}
      >
        <h2 className="hidden text-sm font-semibold tracking-wide text-slate-500 uppercase lg:block">
          {guide.menuTitle}
        </h2>
        <ol className="mt-2 space-y-1 text-sm">
          {chapters.map((chapter, index) => {
            const isCurrent = index === currentIndex;
            return (
              <li key={chapter.path}>
                <Link
                  href={chapter.path}
                  aria-current={isCurrent ? 'page' : undefined}
                  onClick={() => setOpen(false)}
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
      </div>
    </nav>
  );
}
