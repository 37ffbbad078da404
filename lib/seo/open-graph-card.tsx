import { ImageResponse } from 'next/og';
import { siteConfig } from '@/content/site';
import { openGraphImagePath } from './structured-data';

/** The size Open Graph and most link previews use. */
export const openGraphSize = { width: 1200, height: 630 };

/**
 * A page's Open Graph image: the firm's name, an eyebrow (guide, services), the page's title
 * and a line under it. Rendered at build time by the opengraph.png route handlers (no request data).
 */
export function openGraphCard({ eyebrow, title, text }: { eyebrow: string; title: string; text: string }) {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: '#153f8a',
        color: 'white',
      }}
    >
      <div style={{ fontSize: 30, color: '#d9eaff' }}>{eyebrow}</div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
        <div style={{ fontSize: 32, marginTop: 24, color: '#d9eaff', lineHeight: 1.3 }}>{text}</div>
      </div>
      <div style={{ fontSize: 30, fontWeight: 700 }}>{siteConfig.name}</div>
    </div>,
    openGraphSize,
  );
}

/** The page's `openGraph.images` entry for its card (the URL the Article data names too). */
export function openGraphImageMetadata(pagePath: string, alt: string) {
  return { url: openGraphImagePath(pagePath), ...openGraphSize, alt, type: 'image/png' };
}
