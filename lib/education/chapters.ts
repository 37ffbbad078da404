import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { parseChapter } from './chapter';
import type { Chapter } from './types';

const CHAPTER_FILE = /^(\d+)-([a-z0-9-]+)\.md$/;

/** Reads every `NN-<id>.md` in `dir`, in the order of NN. Throws on any malformed chapter. */
export function loadChapters(dir: string): Chapter[] {
  const files = fs
    .readdirSync(dir)
    .map((name) => ({ name, match: CHAPTER_FILE.exec(name) }))
    .filter((f): f is { name: string; match: RegExpExecArray } => f.match !== null)
    .sort((a, b) => Number(a.match[1]) - Number(b.match[1]));

  return files.map(({ name, match }, index) => {
    if (Number(match[1]) !== index + 1) throw new Error(`content/education/${name}: expected number ${index + 1}`);
    const chapter = parseChapter(fs.readFileSync(path.join(dir, name), 'utf8'), index, name);
    if (chapter.id !== match[2]) throw new Error(`content/education/${name}: front matter id is "${chapter.id}"`);
    return chapter;
  });
}

export type Guide = {
  chapters: Chapter[];
  /** The chapter at `index` (from 0): written, or the placeholder when only outlined; undefined past the end. */
  getChapter(index: number): Chapter | undefined;
  getChapterById(id: string): Chapter | undefined;
};

export function createGuide(dir: string): Guide {
  const chapters = loadChapters(dir);
  return {
    chapters,
    getChapter: (index) => (Number.isInteger(index) && index >= 0 ? chapters[index] : undefined),
    getChapterById: (id) => chapters.find((c) => c.id === id),
  };
}

let cached: Guide | undefined;

/** The guide in content/education, read once per build (the pages are prerendered). */
export function educationGuide(): Guide {
  cached ??= createGuide(path.join(process.cwd(), 'content/education'));
  return cached;
}
