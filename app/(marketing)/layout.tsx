import { SiteAnalytics } from '@/components/site-analytics';
import { SiteSpeedInsights } from '@/components/site-speed-insights';
import type { Metadata } from 'next';
import { SiteFooter } from '@/components/marketing/site-footer';
import { SiteHeader } from '@/components/marketing/site-header';
import { KeepFragmentThroughHydration } from '@/components/ui/keep-fragment-through-hydration';
import { siteConfig } from '@/content/site';
import { siteUrl } from '@/lib/site-url';
import { THEME_FIRST_PAINT_SCRIPT } from '@/lib/theme/first-paint-script';
import '../globals.css';

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  title: { default: siteConfig.name, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
  alternates: { canonical: '/' },
  openGraph: {
    type: 'website',
    siteName: siteConfig.name,
    title: siteConfig.name,
    description: siteConfig.description,
    url: '/',
    locale: 'en_US',
  },
  twitter: { card: 'summary_large_image' },
};

export default function MarketingRootLayout({ children }: { children: React.ReactNode }) {
  return (
    // data-scroll-behavior lets Next.js jump (not glide) to the top of a new page despite the smooth
    // scrolling in globals.css. The first script sets data-theme before React sees <html>, so
    // React is told not to mind that one difference.
    <html lang="en" data-scroll-behavior="smooth" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_FIRST_PAINT_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <SiteAnalytics />
        <SiteSpeedInsights />
        <KeepFragmentThroughHydration />
      </body>
    </html>
  );
}
