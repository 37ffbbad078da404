// Texts of the education guide around the chapters. The chapters themselves are
// the numbered Markdown files beside this one: their file order is the chapter order.
export const guide = {
  eyebrow: 'Free guide',
  title: 'The Complete Guide to AI for Business',
  intro:
    'A plain-language guide for owners and managers of small and mid-sized businesses: what AI is, where it pays off, how to put it to work safely, and how to take the first step.',
  basePath: '/education',
  menuTitle: 'Chapters',
  pagerLabel: 'Chapter navigation',
  previous: 'Previous',
  next: 'Next',
  getStarted: { label: 'Get Started', href: '/contact' },
  closing: {
    title: 'Ready to Put AI to Work?',
    text: 'You have the map. If you would like help turning it into a plan for your business, we are glad to talk it through: no obligation, no jargon.',
    links: [
      { label: 'Get Your Custom AI Strategy', href: '/contact', variant: 'primary' },
      { label: 'View Our AI Services', href: '/services', variant: 'secondary' },
    ],
  },
  // Shown for each subsection of a chapter whose outline exists but whose text is not written yet.
  placeholderText:
    'This section is being written. In the meantime, we are happy to answer your questions about it directly.',
  // A common estimate for attentive reading of non-fiction prose.
  wordsPerMinute: 200,
} as const;

export function chapterLabel(number: number, total: number): string {
  return `Chapter ${number} of ${total}`;
}

export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
