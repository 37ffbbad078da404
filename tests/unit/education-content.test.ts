import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { educationGuide } from '@/lib/education/chapters';

// The nine chapters, their order, titles and anchors.
const SPEC_CHAPTERS = [
  ['fundamentals', 'AI Fundamentals'],
  ['ai-today', 'AI in Action Today'],
  ['business-case', 'The Business Case for AI'],
  ['implementation', 'AI Implementation Strategies'],
  ['industry-specific', 'Industry-Specific AI Applications'],
  ['challenges', 'Overcoming AI Challenges'],
  ['future', 'The Future of AI'],
  ['your-journey', 'Your AI Journey'],
  ['action', 'Making It Happen'],
];

const { chapters } = educationGuide();
const contentDir = path.resolve(import.meta.dirname, '../../content/education');

describe('the education guide content (content/education)', () => {
  it('has the nine chapters, in order, with their ids and titles', () => {
    expect(chapters.map((c) => [c.id, c.title])).toEqual(SPEC_CHAPTERS);
    expect(chapters.map((c) => c.path)).toEqual([
      '/education',
      ...SPEC_CHAPTERS.slice(1).map(([id]) => `/education/${id}`),
    ]);
  });

  it.each(chapters.map((c) => [c.id, c] as const))('%s is written, with 3 to 6 subsections and a summary', (_, c) => {
    expect(c.written).toBe(true);
    expect(c.subsections.length).toBeGreaterThanOrEqual(3);
    expect(c.subsections.length).toBeLessThanOrEqual(6);
    expect(c.summary.length).toBeGreaterThan(50);
    expect(c.sections.every((s) => s.html.length > 200)).toBe(true);
  });

  it.each(chapters.map((c) => [c.id, c] as const))('%s has at least 1,000 words of prose', (_, c) => {
    expect(c.wordCount).toBeGreaterThanOrEqual(1000);
    expect(c.readingMinutes).toBe(Math.ceil(c.wordCount / 200));
  });

  it('has the ## headings of every file equal to its front matter subsections, in order', () => {
    // Read independently of the loader: what an editor sees in the file.
    for (const [index, file] of fs
      .readdirSync(contentDir)
      .filter((f) => f.endsWith('.md'))
      .sort()
      .entries()) {
      const text = fs.readFileSync(path.join(contentDir, file), 'utf8');
      const body = text.slice(text.indexOf('\n---', 3) + 4);
      const headings = [...body.matchAll(/^## (.+)$/gm)].map((m) => m[1].trim());
      expect(headings, file).toEqual(chapters[index].subsections.map((s) => s.title));
    }
  });

  it('uses anchor ids that are unique across the whole guide', () => {
    const ids = chapters.flatMap((c) => [c.id, ...c.subsections.map((s) => s.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
