export type Service = {
  anchor: string;
  title: string;
  shortTitle: string;
  summary: string;
  description: string;
  processSteps: string[];
  benefits: string[];
  priceRange: string;
  typicalRange: string;
};

export const services: Service[] = [
  {
    anchor: 'website-development',
    title: 'Website Development',
    shortTitle: 'Websites',
    summary: 'Fast, accessible websites that rank well and turn visitors into inquiries.',
    description:
      'We design and build marketing sites and customer portals on modern frameworks, with a content editor your team can use without calling a developer. Every site launches with accessibility checks, search basics and analytics already in place. You own the code, the domain and the hosting account.',
    processSteps: [
      'Discovery call and content audit',
      'Sitemap, wireframes and visual design',
      'Build with an easy-to-use content editor',
      'Accessibility, speed and SEO review',
      'Launch, redirects and analytics setup',
      'Editor training and post-launch support',
    ],
    benefits: [
      'Quick page loads on phones and slow connections',
      'Built to WCAG 2.2 AA accessibility guidelines',
      'Edit pages and posts yourself',
      'Contact forms routed straight to the right inbox',
      'Full ownership of code, domain and hosting',
    ],
    priceRange: '$5,000-$15,000',
    typicalRange: '$8,000-$12,000',
  },
  {
    anchor: 'software-development',
    title: 'Custom Software Development',
    shortTitle: 'Custom Software',
    summary: 'Internal tools, customer portals and integrations built around how your team works.',
    description:
      'When spreadsheets and off-the-shelf apps stop keeping up, we build software shaped around your actual workflow. We start with the process rather than the technology, and deliver in small working releases so you see progress every couple of weeks. You own the code, the data and the documentation.',
    processSteps: [
      'Discovery workshop and requirements',
      'Workflow mapping and technical design',
      'Clickable prototype for early feedback',
      'Short build cycles with live demos',
      'Testing, data migration and launch',
      'Handover documentation and support plan',
    ],
    benefits: [
      'Ends double entry between spreadsheets and apps',
      'Fits your process instead of forcing a new one',
      'No per-seat license fees as your team grows',
      'Connects to the accounting and CRM tools you already use',
      'Full ownership of code and data',
    ],
    priceRange: '$15,000-$100,000+',
    typicalRange: '$25,000-$50,000',
  },
  {
    anchor: 'ai-automation',
    title: 'AI Agents & Automation',
    shortTitle: 'AI Automation',
    summary: 'AI agents and workflow automation that take repetitive work off your team.',
    description:
      'We find the repetitive, rules-heavy tasks that take up hours of every week, such as intake, triage, data entry and reporting, and automate them with AI agents and system integrations. Each automation keeps a person in the loop where judgment matters and logs every action so you can audit it. We measure time spent before and after, so the return is visible.',
    processSteps: [
      'Process audit to find high-value tasks',
      'Pilot on one workflow with real data',
      'Guardrails, review steps and logging',
      'Integration with your existing systems',
      'Rollout, staff training and monitoring',
    ],
    benefits: [
      'Hours back each week from repetitive tasks',
      'Faster replies to customers and new leads',
      'Human review where decisions matter',
      'An audit trail for every automated action',
      'Works with the tools you already pay for',
    ],
    priceRange: '$10,000-$75,000+',
    typicalRange: '$20,000-$35,000',
  },
  {
    anchor: 'digital-transformation',
    title: 'Digital Transformation Consulting',
    shortTitle: 'Consulting',
    summary: 'A clear, prioritized plan for the systems, data and processes your business runs on.',
    description:
      'We review your current tools, software spending and workflows, then hand you a written roadmap ranked by cost and impact. Our advice is vendor-neutral: we take no commissions on the products we recommend. You can carry out the plan with us, with another partner or with your own staff.',
    processSteps: [
      'Stakeholder interviews and tool inventory',
      'Software spend and usage analysis',
      'Process mapping and bottleneck review',
      'Prioritized roadmap with cost estimates',
      'Leadership readout and next-step planning',
    ],
    benefits: [
      'A full picture of what you pay for and what you use',
      'Priorities ranked by cost, effort and impact',
      'Vendor-neutral recommendations',
      'Budget estimates before you commit to a build',
      'A plan your team can start on right away',
    ],
    priceRange: '$10,000-$30,000',
    typicalRange: '$15,000-$25,000',
  },
  {
    anchor: 'mobile-development',
    title: 'Mobile App Development',
    shortTitle: 'Mobile Apps',
    summary: 'iOS and Android apps for customers or field staff, built from one shared codebase.',
    description:
      'We build cross-platform mobile apps for ordering, field service, inspections and scheduling. A shared codebase keeps both build and maintenance costs down, and offline support keeps field crews working where there is no signal. We handle App Store and Google Play submission for you.',
    processSteps: [
      'User research and feature scoping',
      'Screen flows and interactive prototype',
      'Cross-platform build from one codebase',
      'Device testing and beta release',
      'App Store and Google Play submission',
      'Updates for new OS versions',
    ],
    benefits: [
      'One codebase for iOS and Android',
      'Offline mode for field and warehouse teams',
      'Push notifications and secure sign-in',
      'Connects to your existing back-office systems',
      'Lower long-term maintenance cost',
    ],
    priceRange: '$20,000-$80,000',
    typicalRange: '$35,000-$55,000',
  },
  {
    anchor: 'saas-consolidation',
    title: 'SaaS Consolidation',
    shortTitle: 'SaaS Consolidation',
    summary: 'Replace overlapping subscriptions with fewer tools, or one system you own outright.',
    description:
      'Growing companies often pay for a dozen subscriptions that overlap and do not share data. We audit what you actually use, retire what you do not, and replace the rest with fewer integrated tools or a single custom system you own. Data migration and staff training are part of the work.',
    processSteps: [
      'Subscription and usage audit',
      'Overlap and cost analysis',
      'Target system and migration plan',
      'Build or configure the replacement',
      'Data migration with parallel running',
      'Cutover, training and cancellations',
    ],
    benefits: [
      'Lower monthly software spend',
      'One source of truth for customer and operations data',
      'Fewer logins and less copying between tools',
      'No more paying per seat for tools you barely use',
      'Simpler security and access control',
    ],
    priceRange: '$20,000-$150,000+',
    typicalRange: '$40,000-$80,000',
  },
  {
    anchor: 'legacy-modernization',
    title: 'Legacy System Modernization',
    shortTitle: 'Legacy Modernization',
    summary: 'Move aging systems to modern, supported technology without stopping daily operations.',
    description:
      'Old Access databases, on-premise servers and unsupported software carry real risk: security gaps, scarce expertise and data that is hard to get out. We modernize in stages and run old and new systems side by side, so the business keeps running throughout. Your historical data moves with you intact.',
    processSteps: [
      'System assessment and risk review',
      'Data mapping and cleanup plan',
      'Staged rebuild on a modern stack',
      'Parallel running and reconciliation',
      'Cutover and decommissioning',
      'Documentation and knowledge transfer',
    ],
    benefits: [
      'Reduced security and downtime risk',
      'Historical data preserved and searchable',
      'Secure access from anywhere, not one office PC',
      'Easier to maintain and to hire for',
      'Lower hosting and support costs',
    ],
    priceRange: '$30,000-$120,000+',
    typicalRange: '$50,000-$80,000',
  },
  {
    anchor: 'ecommerce-development',
    title: 'E-commerce Development',
    shortTitle: 'E-commerce',
    summary: 'Online stores and B2B ordering portals connected to your inventory and accounting.',
    description:
      'We build online stores and wholesale ordering portals that sync with your inventory, shipping and accounting systems, so nobody re-keys orders by hand. Whether a configured platform or a custom build fits better depends on your catalog and order volume, and we recommend whichever costs less to run. Payments, sales tax and shipping rules are set up as part of the project.',
    processSteps: [
      'Catalog, pricing and fulfillment review',
      'Platform selection or custom architecture',
      'Storefront design and product data import',
      'Payments, tax, shipping and ERP integration',
      'Checkout testing and load testing',
      'Launch and conversion monitoring',
    ],
    benefits: [
      'Orders flow straight into inventory and accounting',
      'Customer-specific pricing for wholesale buyers',
      'Fast, mobile-friendly checkout',
      'Lower platform and transaction fees',
      'Reports on sales, margins and stock levels',
    ],
    priceRange: '$25,000-$100,000+',
    typicalRange: '$45,000-$70,000',
  },
];

export const servicesPage = {
  title: 'Services',
  description:
    'Websites, custom software, AI automation, SaaS consolidation and more for small and mid-sized businesses, with clear price ranges.',
  intro:
    'Eight ways we help growing companies spend less on software and get more from it. Every range below is a real starting point: your written estimate follows a short discovery call.',
  cta: {
    title: 'Not sure which service fits?',
    text: 'Describe the problem and we will suggest the smallest project that solves it.',
    label: 'Get a Free Quote',
    href: '/contact',
  },
} as const;
