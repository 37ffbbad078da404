import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferChunkScripts, deferredChunkSources, paintFirstLoader } from '@/lib/performance/paint-first';

// The shape of a page `next build` prerenders: preloads and async chunk scripts in the head,
// the nomodule polyfills, inline RSC payload scripts and one more chunk in the body.
const PAGE =
  '<html><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js" integrity="sha256-main"/>' +
  '<link rel="preload" href="/fonts/inter.woff2" as="font" type="font/woff2"/>' +
  '<script src="/_next/static/chunks/react.js" async="" integrity="sha256-react"></script>' +
  '<script src="/_next/static/chunks/page.js" async=""></script>' +
  '<title>Home</title>' +
  '<script src="/_next/static/chunks/polyfills.js" integrity="sha256-poly" noModule=""></script>' +
  '</head><body><h1>Hello</h1>' +
  '<script type="application/ld+json">{"@type":"Organization"}</script>' +
  '<script src="/_next/static/chunks/main.js" integrity="sha256-main" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '</body></html>';

describe('deferChunkScripts', () => {
  const { html, chunks } = deferChunkScripts(PAGE);

  it('collects every async chunk, in document order, with its integrity hash', () => {
    expect(chunks).toEqual([
      ['/_next/static/chunks/react.js', 'sha256-react'],
      ['/_next/static/chunks/page.js', null],
      ['/_next/static/chunks/main.js', 'sha256-main'],
    ]);
  });

  it('removes their script tags and preloads, so nothing downloads before the first paint', () => {
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(react|page|main)\.js"/);
    expect(html).not.toContain('rel="preload" as="script"');
  });

  it('puts one loader where the first chunk was', () => {
    expect(html).toContain(`<script>${paintFirstLoader(chunks)}</script><title>Home</title>`);
    expect(html.match(/first-contentful-paint/g)).toHaveLength(1);
  });

  it('keeps the inline payload, structured data, polyfills and other preloads', () => {
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" integrity="sha256-poly" noModule="">');
    expect(html).toContain('<link rel="preload" href="/fonts/inter.woff2" as="font"');
  });

  it('can tell which chunks the loader adds', () => {
    expect(deferredChunkSources(html)).toEqual(chunks.map(([src]) => src));
    expect(deferredChunkSources(PAGE)).toEqual([]);
  });

  it('leaves a page without chunk scripts, or one already rewritten, unchanged', () => {
    expect(deferChunkScripts(html)).toEqual({ html, chunks: [] });
    const plain = '<html><head></head><body><script>1</script></body></html>';
    expect(deferChunkScripts(plain).html).toBe(plain);
  });
});

type Appended = { src: string; async: boolean; integrity: string };

function runLoader({ paintTiming = true, hidden = false } = {}) {
  const appended: Appended[] = [];
  const timers: (() => void)[] = [];
  let report: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) | null =
    null;
  let disconnected = false;
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['navigation'];
    constructor(callback: typeof report) {
      report = callback;
    }
    observe(options: unknown) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
  }
  const window = {
    PerformanceObserver: FakeObserver,
    document: {
      visibilityState: hidden ? 'hidden' : 'visible',
      createElement: () => ({ src: '', async: false, integrity: '' }),
      head: { appendChild: (script: Appended) => appended.push(script) },
    },
  };
  runInNewContext(
    paintFirstLoader([
      ['/_next/static/chunks/a.js', 'sha256-a'],
      ['/_next/static/chunks/b.js', null],
    ]),
    {
      window,
      document: window.document,
      PerformanceObserver: FakeObserver,
      setTimeout: (callback: () => void) => timers.push(callback),
    },
  );
  const paint = (name: string) =>
    report?.({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, { disconnect: () => (disconnected = true) });
  return { appended, timers, paint, disconnected: () => disconnected };
}

describe('paintFirstLoader', () => {
  it('waits for the first contentful paint, then loads every chunk once, async and with its hash', () => {
    const run = runLoader();
    expect(run.appended).toEqual([]);
    run.paint('first-paint');
    expect(run.appended).toEqual([]);
    run.paint('first-contentful-paint');
    expect(run.appended).toEqual([
      { src: '/_next/static/chunks/a.js', async: true, integrity: 'sha256-a' },
      { src: '/_next/static/chunks/b.js', async: true, integrity: '' },
    ]);
    expect(run.disconnected()).toBe(true);
    run.timers.forEach((fire) => fire());
    expect(run.appended).toHaveLength(2);
  });

  it('loads after a few seconds when no paint is reported', () => {
    const run = runLoader();
    expect(run.timers).toHaveLength(1);
    run.timers[0]();
    expect(run.appended).toHaveLength(2);
  });

  it('loads at once without paint timing, or in a hidden page', () => {
    expect(runLoader({ paintTiming: false }).appended).toHaveLength(2);
    expect(runLoader({ hidden: true }).appended).toHaveLength(2);
  });
});
