import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guide } from '@/content/education/guide';
import { parseChapter } from '@/lib/education/chapter';
import { createGuide } from '@/lib/education/chapters';

const fixtures = createGuide(path.resolve(import.meta.dirname, '../fixtures/education'));

describe('education guide loader: placeholder fallback', () => {
  it('returns a written chapter with its rendered text', () => {
    const chapter = fixtures.getChapter(0)!;
    expect(chapter).toMatchObject({ id: 'written', number: 1, written: true, path: '/education' });
    expect(chapter.sections.map((s) => s.id)).toEqual(['first-part', 'second-part']);
    expect(chapter.sections[0].html).toContain('<strong>text</strong>');
  });

  it('returns the placeholder, with the chapter title and generic text per subsection, past the written chapters', () => {
    const chapter = fixtures.getChapter(1)!;
    expect(chapter).toMatchObject({
      id: 'outlined',
      title: 'An Outlined Chapter',
      number: 2,
      written: false,
      path: '/education/outlined',
    });
    expect(chapter.sections).toEqual([
      { id: 'coming-part', title: 'A Coming Part', html: `<p>${guide.placeholderText}</p>` },
      { id: 'later-part', title: 'A Later Part', html: `<p>${guide.placeholderText}</p>` },
      { id: 'last-part', title: 'The Last Part', html: `<p>${guide.placeholderText}</p>` },
    ]);
    expect(chapter.readingMinutes).toBe(1);
  });

  it('has no chapter past the outlined ones', () => {
    expect(fixtures.getChapter(2)).toBeUndefined();
    expect(fixtures.getChapter(-1)).toBeUndefined();
    expect(fixtures.getChapter(0.5)).toBeUndefined();
    expect(fixtures.getChapterById('outlined')?.index).toBe(1);
  });
});

describe('education guide loader: Markdown rendering', () => {
  const [first, second] = fixtures.getChapter(0)!.sections;

  it('starts headings inside a subsection below the page’s h3 subsection titles', () => {
    expect(first.html).toContain('<h4>A Detail</h4>');
    expect(first.html).not.toContain('<h2');
  });

  it('shows raw HTML as text instead of running it', () => {
    expect(first.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(first.html).not.toContain('<script>');
  });

  it('wraps tables so they scroll on their own', () => {
    expect(second.html).toMatch(/^<div class="table-scroll" tabindex="0"><table>/);
  });
});

describe('education guide loader: malformed chapters fail the build', () => {
  const frontMatter = [
    '---',
    'id: sample',
    'title: Sample',
    'summary: A sample.',
    "published: '2026-01-05'",
    "updated: '2026-01-05'",
    'subsections:',
  ];
  const file = (subsections: string[], body: string) => [...frontMatter, ...subsections, '---', '', body].join('\n');
  const one = ['  - id: part-one', '    title: Part One'];
  const two = [...one, '  - id: part-two', '    title: Part Two'];

  it('rejects headings that differ from the front matter', () => {
    expect(() => parseChapter(file(two, '## Part One\n\nText.\n\n## Part 2\n\nText.'), 0, '01-sample.md')).toThrow(
      /do not match the front matter subsections/,
    );
  });

  it('rejects headings in another order or a missing one', () => {
    expect(() => parseChapter(file(two, '## Part Two\n\nText.\n\n## Part One\n\nText.'), 0, 'x.md')).toThrow(
      /do not match/,
    );
    expect(() => parseChapter(file(two, '## Part One\n\nText.'), 0, 'x.md')).toThrow(/do not match/);
  });

  it('rejects text before the first subsection and level-1 headings', () => {
    expect(() => parseChapter(file(one, 'Intro.\n\n## Part One\n\nText.'), 0, 'x.md')).toThrow(/before the first/);
    expect(() => parseChapter(file(one, '# Big\n\n## Part One\n\nText.'), 0, 'x.md')).toThrow(/level-1 heading/);
  });

  it('rejects missing front matter fields, bad anchor ids and duplicate ids', () => {
    expect(() => parseChapter('## Part One\n', 0, 'x.md')).toThrow(/missing YAML front matter/);
    expect(() => parseChapter(file(['  - id: Part One', '    title: Part One'], ''), 0, 'x.md')).toThrow(
      /lower-case anchor id/,
    );
    expect(() => parseChapter(file([...one, ...one], ''), 0, 'x.md')).toThrow(/unique/);
    expect(() => parseChapter(file(['  - id: sample', '    title: Same as chapter'], ''), 0, 'x.md')).toThrow(/unique/);
  });

  it('parses a well-formed chapter', () => {
    const chapter = parseChapter(file(one, '## Part One\n\nOne two three.'), 3, '04-sample.md');
    expect(chapter).toMatchObject({ id: 'sample', number: 4, path: '/education/sample', written: true, wordCount: 5 });
  });
});
