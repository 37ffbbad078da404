'use client';

import * as RadixTabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

// Radix Tabs (roles tablist/tab/tabpanel, arrow keys, Home/End) with the portal's look.

export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={clsx('flex gap-1 border-b border-slate-200', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={clsx(
        '-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-600 hover:text-slate-900',
        'data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
        'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={clsx('pt-6 focus-visible:outline-none', className)} {...props} />;
}
