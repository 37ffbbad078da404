'use client';

import { useRouter } from 'next/navigation';
import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, TextAreaField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { updateCompanyDetails } from '@/lib/companies/actions';
import type { Company } from '@/lib/companies/queries';
import { companyDetailsSchema } from '@/lib/companies/schema';

/** The company's name, address, website and billing email: its owners and staff edit them. */
export function CompanyDetailsForm({ company }: { company: Company }) {
  const router = useRouter();
  const form = useActionForm({
    action: updateCompanyDetails,
    schema: companyDetailsSchema,
    defaults: {
      name: company.name,
      address: company.address,
      website: company.website,
      billingEmail: company.billingEmail,
    },
    onSuccess: () => router.refresh(),
  });
  return (
    <form {...form.props} className="space-y-4" aria-label="Company details">
      <input type="hidden" name="organizationId" value={company.id} />
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      {form.answer?.ok && <SuccessBox>Company details saved.</SuccessBox>}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="company-name"
          label="Company Name"
          required
          autoComplete="organization"
          {...form.field('name')}
        />
        <InputField
          id="company-website"
          label="Website"
          type="url"
          placeholder="https://example.com"
          autoComplete="url"
          {...form.field('website')}
        />
        <InputField
          id="company-billing-email"
          label="Billing Email"
          type="email"
          autoComplete="email"
          help="Invoices and payment reminders are also sent here"
          {...form.field('billingEmail')}
        />
        <TextAreaField
          id="company-address"
          label="Address"
          className="sm:col-span-2"
          autoComplete="street-address"
          {...form.field('address')}
        />
      </div>
      <Button type="submit" disabled={form.pending}>
        {form.pending ? 'Saving...' : 'Save Company Details'}
      </Button>
    </form>
  );
}
