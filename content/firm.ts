import { siteConfig } from './site';

// The firm's details printed on invoices and statements. Override per deployment with the
// FIRM_* environment variables (.env.example); the defaults are the demo firm's.

function envOr(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

export const firmDetails = {
  legalName: envOr(process.env.FIRM_LEGAL_NAME, `${siteConfig.name} LLC`),
  addressLines: envOr(process.env.FIRM_ADDRESS, '400 Lake Street, Suite 210|Minneapolis, MN 55401|United States')
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean),
  email: siteConfig.billingEmail,
  phone: siteConfig.phone.display,
  taxId: process.env.FIRM_TAX_ID?.trim() || null,
  paymentInstructions: envOr(
    process.env.FIRM_PAYMENT_INSTRUCTIONS,
    'Bank transfer to First Lake Bank, routing 091000019, account 1234567890, quoting the invoice number.',
  ),
} as const;
