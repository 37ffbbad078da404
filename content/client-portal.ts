import { siteConfig } from './site';

// Texts of the client portal pages filled from the client's own data.

export const projectsCopy = {
  title: 'Projects',
  description: 'Your projects, their progress and status.',
  emptyTitle: 'No projects yet',
  emptyText: 'When your first project starts, it appears here with its status, progress and due date.',
  noDueDate: 'No due date set',
} as const;

export const filesCopy = {
  title: 'Files',
  description: 'Documents and deliverables shared on your projects.',
  emptyTitle: 'No files yet',
  emptyText:
    'Documents and deliverables our team shares on your projects appear here, ready to download. Need something? Ask under Support.',
  storageHeading: 'Your storage',
  storageNote:
    'Files and message attachments your organisation uploads count towards it; files our team shares do not.',
} as const;

export const billingCopy = {
  title: 'Billing',
  description: 'Invoices and payments for your projects.',
  invoicesHeading: 'Invoices',
  paymentsHeading: 'Payment History',
  summaryHeading: 'Payment Summary',
  emptyText:
    'No invoices yet. Each project is invoiced 50% when the contract is signed and 50% on completion; a monthly fee is invoiced each month from go-live.',
  download: 'Download All Invoices',
  notBillingMember:
    "Invoices and payments are shown to your company's owners and billing contacts. Ask an owner of your company if you need them.",
  statementsHeading: 'Yearly Statements',
  statementsText: 'Every invoice issued in a year and every payment received in it, with the totals, as a PDF.',
  howToPayHeading: 'How to Pay',
  payOnlineText: 'Or pay a due invoice online by card with its Pay now button.',
  paidNotice: (number: string) =>
    `Thank you. Your payment for ${number} is being confirmed; the invoice shows Paid as soon as it is.`,
  updatePayment: 'Update Payment Method',
  paymentDialogTitle: 'Update Payment Method',
  paymentDialogText:
    'Online payment is not set up yet, so there is no payment form here. To change how you pay, email our billing team with your company name and the new payment details. We confirm the change by email before your next invoice.',
  paymentDialogOnlineText:
    'You pay each invoice with its Pay now button, or save a card or bank account in the Autopay section of this page to have invoices paid automatically: the details go to our payment provider, Stripe, and are not stored here. To pay another way, email our billing team with your company name and the new payment details.',
  paymentDialogEmail: 'Email the billing team',
  billingEmail: siteConfig.billingEmail,
  projectOnly: (title: string) => `Showing the invoices and payments of ${title} only.`,
  everyProject: 'Show every project',
} as const;

export const supportCopy = {
  title: 'Support',
  description: 'Your support tickets and quick help.',
  ticketsHeading: 'Your Tickets',
  noTickets: 'You have no support tickets yet. Create one below and we will get back to you.',
  formHeading: 'Create New Ticket',
  submit: 'Submit Ticket',
  submitted: `Your ticket has been submitted. We usually reply within ${siteConfig.responseTime}.`,
  generalProject: 'General (no specific project)',
  quickHelpHeading: 'Quick Help',
} as const;

export type QuickHelpLink = { label: string; description: string; href: string; area: 'portal' | 'main' | 'mail' };

export const quickHelpLinks: readonly QuickHelpLink[] = [
  {
    label: 'Email support',
    description: `Write to ${siteConfig.supportEmail}; we reply within ${siteConfig.responseTime}.`,
    href: `mailto:${siteConfig.supportEmail}`,
    area: 'mail',
  },
  {
    label: 'Read the AI education guide',
    description: 'Plain-language chapters on AI, costs and getting started.',
    href: '/education',
    area: 'main',
  },
  {
    label: 'Contact us about a new project',
    description: 'Tell us what you need next and get a quote.',
    href: '/contact',
    area: 'portal',
  },
];

export const teamCopy = {
  title: 'Team',
  description: 'the people of your company who use this portal, and what each of them sees.',
  membersHeading: 'Members',
  inviteHeading: 'Invite a Teammate',
  companyHeading: 'Company Details',
  noCompany: 'Your account is not part of a client company yet. Please contact us under Support.',
} as const;
