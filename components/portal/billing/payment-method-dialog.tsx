'use client';

import { Button, buttonClass } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { billingCopy } from '@/content/client-portal';

/**
 * 'Update Payment Method': says plainly how paying works here (online through Stripe when it
 * is set up, otherwise not) and how to change it.
 */
export function PaymentMethodDialog({ online = false }: { online?: boolean }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary">{billingCopy.updatePayment}</Button>
      </DialogTrigger>
      <DialogContent title={billingCopy.paymentDialogTitle}>
        <p className="text-sm text-slate-700">
          {online ? billingCopy.paymentDialogOnlineText : billingCopy.paymentDialogText}
        </p>
        <p className="mt-3 text-sm text-slate-700">
          Billing team:{' '}
          <a className="font-medium text-brand-700 underline" href={`mailto:${billingCopy.billingEmail}`}>
            {billingCopy.billingEmail}
          </a>
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <DialogClose className={buttonClass('secondary')}>Close</DialogClose>
          <a className={buttonClass('primary')} href={`mailto:${billingCopy.billingEmail}?subject=Payment%20method`}>
            {billingCopy.paymentDialogEmail}
          </a>
        </div>
      </DialogContent>
    </Dialog>
  );
}
