import { ImageResponse } from 'next/og';
import { siteConfig } from '@/content/site';

export const alt = siteConfig.name;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: 80,
        background: '#153f8a',
        color: 'white',
      }}
    >
      <div style={{ fontSize: 64, fontWeight: 700 }}>{siteConfig.name}</div>
      <div style={{ fontSize: 36, marginTop: 24, color: '#d9eaff' }}>{siteConfig.tagline}</div>
    </div>,
    size,
  );
}
