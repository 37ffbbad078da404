import type { Metadata } from 'next';
import { ContactSection } from '@/components/contact/contact-section';
import { contactCopy } from '@/content/contact';

export const metadata: Metadata = {
  title: contactCopy.title,
  description: contactCopy.intro,
  alternates: { canonical: '/contact' },
  openGraph: { title: contactCopy.title, description: contactCopy.intro, url: '/contact' },
};

export default function ContactPage() {
  return <ContactSection />;
}
