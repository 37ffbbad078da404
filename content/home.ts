import { siteConfig } from './site';

const { averageSavings, responseTime, teamSize } = siteConfig;

export const home = {
  hero: {
    eyebrow: 'Software & AI consulting for small and mid-sized businesses',
    title: 'Software that fits your business, at a fraction of the cost',
    subtitle: `We build custom software, AI automation and websites for growing companies, and help you drop the subscriptions you do not need. On average, our clients see ${averageSavings} cost savings.`,
    primaryCta: { label: 'Get a Free Quote', href: '/contact' },
    secondaryCta: { label: 'Explore Services', href: '/services' },
  },
  servicesIntro: {
    title: 'What we build',
    subtitle:
      'From a new website to replacing a patchwork of subscriptions, every project starts with a written estimate, so you know the cost range before work begins.',
  },
  valuePoints: [
    {
      title: 'Measurable savings',
      text: `Clients save ${averageSavings} on average by replacing overlapping tools and manual work with software that fits. We estimate the savings before we start and check them after launch.`,
    },
    {
      title: 'Built to fit',
      text: 'We learn how your team actually works, then build around it. No bending your process to fit a template, and no paying for features nobody uses.',
    },
    {
      title: 'A small senior team',
      text: `A team of ${teamSize} experienced engineers and consultants. The people who scope your project are the people who build it, and you talk to them directly.`,
    },
  ],
  cta: {
    title: 'Tell us what is slowing your business down',
    text: `Describe the problem in a few sentences. We typically reply within ${responseTime} with follow-up questions or a rough estimate, at no cost.`,
    primary: { label: 'Get a Free Quote', href: '/contact' },
    secondary: { label: 'Read the AI Guide', href: '/education' },
  },
} as const;

export type HomeContent = typeof home;
