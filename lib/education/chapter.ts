import 'server-only';
import { parse as parseYaml } from 'yaml';
import '@/lib/zod-csp';
import { z } from 'zod';
import { guide } from '@/content/education/guide';
import { escapeHtml, lex, render } from './markdown';
import type { Chapter, Section } from './types';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lower-case anchor id');

const isoDate = z.iso.date('must be a quoted date, YYYY-MM-DD');

const frontMatterSchema = z.object({
  id: slug,
  title: z.string().trim().min(1),
  summary: z.string().trim().min(1),
  // ISO dates (quoted in YAML), shown to search engines as the article's dates.
  published: isoDate,
  updated: isoDate,
  subsections: z.array(z.object({ id: slug, title: z.string().trim().min(1) })).min(1),
});

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function chapterPath(index: number, id: string): string {
  return index === 0 ? guide.basePath : `${guide.basePath}/${id}`;
}

export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / guide.wordsPerMinute));
}

/**
 * One chapter file: YAML front matter (id, title, summary, subsections) and a body whose
 * `## ` headings are the subsections' titles, in order. A file with only front matter is a
 * chapter that is outlined but not written yet: it becomes the placeholder.
 */
export function parseChapter(source: string, index: number, fileName: string): Chapter {
  const fail = (message: string): never => {
    throw new Error(`content/education/${fileName}: ${message}`);
  };
  const match = FRONT_MATTER.exec(source) ?? fail('missing YAML front matter between --- lines');
  const parsed = frontMatterSchema.safeParse(parseYaml(match[1]));
  if (!parsed.success) fail(`front matter: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`)}`);
  const meta = parsed.data!;

  const ids = meta.subsections.map((s) => s.id);
  if (new Set([meta.id, ...ids]).size !== ids.length + 1) fail('chapter and subsection ids must be unique');

  const body = source.slice(match[0].length);
  const base = { index, number: index + 1, ...meta, path: chapterPath(index, meta.id) };

  if (body.trim() === '') {
    const sections = meta.subsections.map((s) => ({ ...s, html: `<p>${escapeHtml(guide.placeholderText)}</p>` }));
    const words = countWords(guide.placeholderText) * sections.length;
    return { ...base, written: false, sections, wordCount: words, readingMinutes: readingMinutes(words) };
  }

  const sections = splitSections(lex(body), meta.subsections, fail);
  const words = countWords(body);
  return { ...base, written: true, sections, wordCount: words, readingMinutes: readingMinutes(words) };
}

function splitSections(
  tokens: ReturnType<typeof lex>,
  subsections: { id: string; title: string }[],
  fail: (message: string) => never,
): Section[] {
  const groups: { heading: string; tokens: typeof tokens }[] = [];
  for (const token of tokens) {
    if (token.type === 'heading' && token.depth === 1) fail(`level-1 heading "${token.text}": use ## for subsections`);
    if (token.type === 'heading' && token.depth === 2) {
      groups.push({ heading: token.text, tokens: [] });
    } else if (groups.length > 0) {
      groups[groups.length - 1].tokens.push(token);
    } else if (token.type !== 'space') {
      fail('text before the first ## subsection heading');
    }
  }
  const headings = groups.map((g) => g.heading);
  const titles = subsections.map((s) => s.title);
  if (headings.join('\n') !== titles.join('\n')) {
    fail(`## headings ${JSON.stringify(headings)} do not match the front matter subsections ${JSON.stringify(titles)}`);
  }
  return groups.map((group, i) => ({ ...subsections[i], html: render(group.tokens) }));
}
