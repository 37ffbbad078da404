import { ImageResponse } from 'next/og';

// The firm's logo as a PNG for search engines (schema.org Organization `logo` wants a raster
// image of at least 112×112): the site icon's mark, drawn once at build time.
export const dynamic = 'force-static';

const SIZE = 512;

export function GET() {
  return new ImageResponse(
    <div style={{ width: '100%', height: '100%', display: 'flex', background: '#1d5fd6', borderRadius: 112 }}>
      <svg width={SIZE} height={SIZE} viewBox="0 0 32 32">
        <path d="M9 22V10h4.2l2.8 6.4 2.8-6.4H23v12h-3v-7.2l-2.7 6h-2.6l-2.7-6V22z" fill="#fff" />
      </svg>
    </div>,
    { width: SIZE, height: SIZE },
  );
}
