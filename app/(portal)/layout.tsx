import { SiteAnalytics } from '@/components/site-analytics';
import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { siteConfig } from '@/content/site';
import { pageTheme } from '@/lib/theme/page-theme';
import { themeAttribute } from '@/lib/theme/themes';
import '../globals.css';

export const metadata: Metadata = {
  title: { default: `Client Portal | ${siteConfig.name}`, template: `%s | ${siteConfig.name} Portal` },
  description: `Sign in to follow your projects, payments and support with ${siteConfig.name}.`,
  // The portal is private: never indexed (robots.txt says the same).
  robots: { index: false, follow: false },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#1d5fd6' },
    { media: '(prefers-color-scheme: dark)', color: '#0f172a' },
  ],
};

// Every portal page renders per request, so each gets the CSP nonce the proxy makes, and
// <html> carries the chosen theme from the first byte (no script, no flash).
export default async function PortalRootLayout({ children }: { children: React.ReactNode }) {
  await connection();
  const theme = themeAttribute(await pageTheme());
  return (
    <html lang="en" data-theme={theme}>
      <body className="min-h-screen bg-slate-50 font-sans antialiased">
        {children}
        <SiteAnalytics />
      </body>
    </html>
  );
}
