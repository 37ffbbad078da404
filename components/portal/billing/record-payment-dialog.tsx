'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { InputField, SelectField, SelectOptions, TextAreaField } from '@/components/ui/form-field';
import { recordInvoicePayment } from '@/lib/billing/actions';
import { formatCents } from '@/lib/billing/money';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@/lib/billing/rules';
import { recordPaymentSchema, type RecordPaymentInput } from '@/lib/billing/schema';

const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));
type FieldName = 'paidOn' | 'method' | 'note';

/** 'Record payment' on an unpaid invoice: date, method and a note; the invoice becomes Paid. */
export function RecordPaymentDialog({
  invoice,
  today,
}: {
  invoice: { id: string; number: string; amountCents: number };
  today: string;
}) {
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RecordPaymentInput, unknown, z.output<typeof recordPaymentSchema>>({
    resolver: zodResolver(recordPaymentSchema),
    defaultValues: { invoiceId: invoice.id, paidOn: today, method: 'bank_transfer', note: '' },
  });
  const bind = (name: FieldName) => ({ ...register(name), error: errors[name]?.message, disabled: isSubmitting });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await recordInvoicePayment(values).catch(() => null);
    if (result?.ok) {
      setOpen(false);
      return;
    }
    setServerError(result?.error ?? 'The payment was not recorded. Please try again.');
    for (const [name, message] of Object.entries(result && !result.ok ? (result.fieldErrors ?? {}) : {})) {
      if (name === 'paidOn' || name === 'method' || name === 'note') setError(name, { message });
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" className="px-3 py-1.5 text-sm whitespace-nowrap">
          Record payment<span className="sr-only"> for invoice {invoice.number}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Record payment for ${invoice.number}`}
        description={`Settles the invoice in full (${formatCents(invoice.amountCents)}).`}
      >
        <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
          {serverError && <ErrorBox>{serverError}</ErrorBox>}
          <InputField label="Payment date" type="date" required {...bind('paidOn')} />
          <SelectField label="Method" required {...bind('method')}>
            <SelectOptions options={METHOD_OPTIONS} />
          </SelectField>
          <TextAreaField label="Note" help="Optional, e.g. the bank reference." {...bind('note')} />
          <div className="flex justify-end gap-3">
            <DialogClose asChild>
              <Button variant="ghost" type="button">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Record payment'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
