'use client';

import { useState } from 'react';
import {
  customFieldErrorsFrom,
  validateCustomFields,
  type CustomFieldValue,
  type CustomFieldValues,
  type FieldDefinition,
} from '@/lib/custom-fields/schema';

/** State of a custom-fields block inside a form: values, errors, and the browser-side check. */
export function useCustomFields(fields: FieldDefinition[], initial: CustomFieldValues = {}) {
  const [values, setValues] = useState<CustomFieldValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    values,
    errors,
    onChange(name: string, value: CustomFieldValue) {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => {
        const next = { ...current };
        delete next[name];
        return next;
      });
    },
    /** Checks the values as the server will; shows and returns whether they pass. */
    validate(): boolean {
      const check = validateCustomFields(fields, values);
      setErrors(check.ok ? {} : check.errors);
      return check.ok;
    },
    showServerErrors(fieldErrors: Record<string, string> | undefined) {
      setErrors(customFieldErrorsFrom(fieldErrors));
    },
  };
}
