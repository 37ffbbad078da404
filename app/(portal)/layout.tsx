import { SiteAnalytics } from '@/components/site-analytics';
import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { siteConfig } from '@/content/site';
import '../globals.css';

export const metadata: Metadata = {
  title: { default: `Client Portal | ${siteConfig.name}`, template: `%s | ${siteConfig.name} Portal` },
  description: `Sign in to follow your projects, payments and support with ${siteConfig.name}.`,
  // The portal is private: never indexed (robots.txt says the same).
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { themeColor: '#1d5fd6' };

// Every portal page renders per request, so each gets the CSP nonce the proxy makes.
export default async function PortalRootLayout({ children }: { children: React.ReactNode }) {
  await connection();
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 font-sans antialiased">
        {children}
        <SiteAnalytics />
      </body>
    </html>
  );
}
