import 'server-only';
import { Marked, Renderer, type Token, type Tokens } from 'marked';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// The page owns h1 (guide) to h3 (subsection titles), so headings inside a subsection
// start one level below the Markdown's own. Raw HTML is shown as text: the guide is prose,
// and this keeps a stray tag from breaking the page's structure.
const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(depth + 1, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    // Wide tables scroll on their own on small screens instead of widening the page; the
    // wrapper is focusable so keyboard users can scroll it too.
    table(token: Tokens.Table) {
      return `<div class="table-scroll" tabindex="0">${Renderer.prototype.table.call(this, token)}</div>\n`;
    },
  },
});

export function lex(markdown: string): Token[] {
  return marked.lexer(markdown);
}

export function render(tokens: Token[]): string {
  return marked.parser(tokens as Parameters<typeof marked.parser>[0]);
}
