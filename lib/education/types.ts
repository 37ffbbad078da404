export type Subsection = { id: string; title: string };

/** A subsection with its body rendered to HTML on the server (the heading is rendered by the page). */
export type Section = Subsection & { html: string };

export type Chapter = {
  /** Position in the guide, from 0. */
  index: number;
  /** Position in the guide as readers count it, from 1. */
  number: number;
  id: string;
  title: string;
  summary: string;
  /** First published and last changed, as YYYY-MM-DD. */
  published: string;
  updated: string;
  /** Where the chapter lives: /education for the first, /education/<id> for the others. */
  path: string;
  subsections: Subsection[];
  sections: Section[];
  /** False for a chapter that is outlined but not written yet (shown as the placeholder). */
  written: boolean;
  wordCount: number;
  readingMinutes: number;
};
