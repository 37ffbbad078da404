import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField, TextAreaField } from '@/components/ui/form-field';

export type BasicFieldName = 'email' | 'fullName' | 'companyName' | 'phone' | 'website' | 'address';
export type FieldBinding = (name: BasicFieldName) => UseFormRegisterReturn & { error?: string };

/** Add New Client's "Basic Information" (also the editable part of the client detail). */
export function ClientBasicFields({ bind, disabled }: { bind: FieldBinding; disabled?: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
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
      <InputField label="Company Name" autoComplete="off" disabled={disabled} {...bind('companyName')} />
      <InputField label="Phone" type="tel" autoComplete="off" disabled={disabled} {...bind('phone')} />
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
    </div>
  );
}
