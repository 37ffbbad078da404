// The words of the case study and testimonial pages, and of the links to them from the home,
// about and services pages.
export const caseStudiesPage = {
  title: 'Case studies',
  description:
    'Projects we finished, told with our clients’ permission: the problem, what we did, and what it changed, with the figures from the software audit.',
  intro:
    'Every case study here is about a finished project, and every word was approved by the client before we published it. Some clients asked us not to name them; those are described, not named.',
  empty: 'No case studies are published at the moment. Ask us about similar projects when you book a call.',
  emptyForService: 'No case study for this service is published at the moment.',
  otherProjects: 'Other projects',
  testimonialsTitle: 'What our clients say',
  cta: { title: 'Have a similar problem?', label: 'Book a 30-minute call', href: '/contact/book' },
} as const;

export const caseStudyArticle = {
  problem: 'The problem',
  approach: 'Our approach',
  results: 'The results',
  figures: 'In figures',
  figuresNote: 'From the project’s software audit and the savings it measured.',
  back: 'All case studies',
} as const;

/** The home, about and services pages: what is published, and the link to the rest. */
export const showcaseTeaser = {
  title: 'Case studies and our clients’ words',
  text: 'Read how finished projects went, in texts our clients approved, and what they say about working with us.',
  label: 'Read the case studies',
  href: '/case-studies',
  serviceLabel: (service: string) => `Case studies: ${service}`,
  caseStudiesTitle: 'Recent case studies',
  testimonialsTitle: 'What our clients say',
  serviceCaseStudiesTitle: 'Case studies',
  serviceTestimonialTitle: 'From a client',
} as const;
