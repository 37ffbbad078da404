import { siteConfig } from './site';

const { name, founded, teamSize, companiesServed, averageSavings } = siteConfig;

export const about = {
  title: `About ${name}`,
  intro:
    'We are a software and AI consultancy for small and mid-sized businesses. We build tools that fit the way you work and cost less to run than what they replace.',
  story: [
    `We started in Minnesota in ${founded} after seeing the same problem at company after company: small businesses paying enterprise prices for software built for someone else. Teams were juggling half a dozen subscriptions, copying data between them by hand, and paying for features they never opened.`,
    'Large consultancies rarely take on projects of that size, and off-the-shelf products rarely fit them. We set out to fill that gap with right-sized custom software, practical AI automation, and honest advice about which tools to keep and which to cancel.',
    `Today we are a team of ${teamSize} and have worked with ${companiesServed} companies, from manufacturers and distributors to clinics and professional service firms. On average, clients see ${averageSavings} cost savings, mostly from retired subscriptions and hours no longer spent on manual work.`,
    'We stay small on purpose. You work directly with the people who design and build your system, projects move without layers of hand-offs, and we only recommend a build when it will pay for itself.',
  ],
  values: [
    {
      title: 'Fit over features',
      text: 'We build what your business needs and leave out the rest. Simpler systems are cheaper to run and easier to learn.',
    },
    {
      title: 'Straight answers',
      text: 'Clear estimates, plain language and no hidden fees. If an existing product already solves your problem, we will tell you.',
    },
    {
      title: 'You own what you pay for',
      text: 'Your code, your data and your accounts stay yours, with documentation so any competent team can maintain them.',
    },
    {
      title: 'Results you can measure',
      text: 'We agree on what success looks like before work starts, whether hours saved or subscriptions cut, and check it after launch.',
    },
  ],
  cta: {
    title: 'Have a process that costs too much or takes too long?',
    text: 'Tell us about it. A short conversation is usually enough to know whether we can help and roughly what it would cost.',
    label: 'Start a Conversation',
    href: '/contact',
  },
} as const;

export type AboutContent = typeof about;
