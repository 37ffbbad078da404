'use client';

import { useState } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { InputField, SelectField, SelectOptions, TextAreaField } from '@/components/ui/form-field';
import { recordInvoicePayment } from '@/lib/billing/actions';
import { formatCents } from '@/lib/billing/money';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@/lib/billing/rules';
import { recordPaymentSchema } from '@/lib/billing/schema';

const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

type Invoice = { id: string; number: string; amountCents: number };

/** 'Record payment' on an unpaid invoice: date, method and a note; the invoice becomes Paid. */
export function RecordPaymentDialog({ invoice, today }: { invoice: Invoice; today: string }) {
  const [open, setOpen] = useState(false);
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
        {open && <RecordPaymentForm invoice={invoice} today={today} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function RecordPaymentForm({ invoice, today, onDone }: { invoice: Invoice; today: string; onDone: () => void }) {
  const form = useActionForm({
    action: recordInvoicePayment,
    schema: recordPaymentSchema,
    failed: 'The payment was not recorded. Please try again.',
    defaults: { paidOn: today, method: 'bank_transfer' },
    onSuccess: onDone,
  });
  const disabled = form.pending;
  return (
    <form {...form.props} className="space-y-4">
      <input type="hidden" name="invoiceId" value={invoice.id} />
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      <InputField label="Payment date" type="date" required disabled={disabled} {...form.field('paidOn')} />
      <SelectField label="Method" required disabled={disabled} {...form.field('method')}>
        <SelectOptions options={METHOD_OPTIONS} />
      </SelectField>
      <TextAreaField
        label="Note"
        help="Optional, e.g. the bank reference."
        disabled={disabled}
        {...form.field('note')}
      />
      <div className="flex justify-end gap-3">
        <DialogClose asChild>
          <Button variant="ghost" type="button">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={form.pending}>
          {form.pending ? 'Saving…' : 'Record payment'}
        </Button>
      </div>
    </form>
  );
}
