import type { Metadata } from 'next';
import '../globals.css';

export const metadata: Metadata = { title: 'Redirecting...', robots: { index: false, follow: false } };

export default function LegacyRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 font-sans antialiased">{children}</body>
    </html>
  );
}
