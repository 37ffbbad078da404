import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField, TextAreaField } from '@/components/ui/form-field';

type Binding<Name extends string> = (name: Name) => UseFormRegisterReturn & { error?: string };

export type PersonFieldName = 'email' | 'fullName' | 'phone';
export type CompanyFieldName = 'companyName' | 'website' | 'address';

/** The person who signs in: Add New Client's first fields and the whole of the client's edit form. */
export function ClientPersonFields({ bind, disabled }: { bind: Binding<PersonFieldName>; disabled?: boolean }) {
  return (
    <>
      <InputField
        label="Email Address"
        type="email"
        autoComplete="off"
        required
        help="This will be their login email"
        disabled={disabled}
        {...bind('email')}
      />
      <InputField label="Full Name" required autoComplete="off" disabled={disabled} {...bind('fullName')} />
      <InputField label="Phone" type="tel" autoComplete="off" disabled={disabled} {...bind('phone')} />
    </>
  );
}

/**
 * The company a new client starts. Only Add New Client asks for these here: once the company
 * exists, its details have their own form (the client page's Company Details).
 */
export function NewCompanyFields({ bind, disabled }: { bind: Binding<CompanyFieldName>; disabled?: boolean }) {
  return (
    <>
      <InputField label="Company Name" autoComplete="off" disabled={disabled} {...bind('companyName')} />
      <InputField
        label="Website"
        type="url"
        placeholder="https://example.com"
        disabled={disabled}
        {...bind('website')}
      />
      <TextAreaField
        label="Address"
        className="sm:col-span-2"
        help="Full business address including city, state, and country"
        disabled={disabled}
        {...bind('address')}
      />
    </>
  );
}
