import { Analytics } from '@vercel/analytics/next';
import type { Metadata, Viewport } from 'next';
import { siteConfig } from '@/content/site';
import '../globals.css';

export const metadata: Metadata = {
  title: { default: `Client Portal | ${siteConfig.name}`, template: `%s | ${siteConfig.name} Portal` },
  description: `Sign in to follow your projects, payments and support with ${siteConfig.name}.`,
  // The portal is private: never indexed (robots.txt says the same).
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { themeColor: '#1d5fd6' };

export default function PortalRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 font-sans antialiased">
        {children}
        <Analytics />
      </body>
    </html>
  );
}
