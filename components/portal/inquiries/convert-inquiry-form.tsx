'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { convertInquiry } from '@/lib/inquiries/actions';
import { convertInquirySchema } from '@/lib/inquiries/schema';

/**
 * "Convert to client": makes (or links by email) the client and a Discovery/Audit project
 * from the inquiry, then opens the project. A posted form, so it works before hydration.
 */
export function ConvertInquiryForm({ id, name }: { id: string; name: string }) {
  const form = useActionForm({ action: convertInquiry, schema: convertInquirySchema });
  return (
    <form {...form.props} className="mt-3">
      <input type="hidden" name="id" value={id} />
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      <Button type="submit" variant="secondary" disabled={form.pending}>
        Convert to client<span className="sr-only"> from the inquiry of {name}</span>
      </Button>
    </form>
  );
}
