'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

// Radix Dialog: focus trap, Escape to close, focus returns to the opener, aria-modal.

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export function DialogContent({
  title,
  description,
  children,
  onCloseAutoFocus,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  /** Where focus goes on close, when the opener may no longer exist (call preventDefault and move it). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
      <RadixDialog.Content
        className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none"
        {...(description ? {} : { 'aria-describedby': undefined })}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
        {description && (
          <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description>
        )}
        <div className="mt-4">{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
