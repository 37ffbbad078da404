import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BillingTab } from '@/components/portal/projects/billing-tab';
import { ProjectViews } from '@/components/portal/projects/project-views';
import { requireRole } from '@/lib/auth/require-role';
import { todayIso } from '@/lib/billing/dates';
import { invoicesOnOpen } from '@/lib/billing/open-project';
import { listInvoices } from '@/lib/billing/queries';
import { withUser } from '@/lib/db/client';
import { firstParam, isUuid, parsePage } from '@/lib/lists/params';
import { pageRead } from '@/lib/outage/page-outage';
import { getProjectDetail } from '@/lib/projects/queries';

export const metadata: Metadata = { title: 'Project Billing' };

/**
 * The project's billing on a page of its own, one link from the project (as its plan and
 * proposal are): the split of the value, the monthly fee, the invoices with Record payment,
 * the yearly statements. A page rather than a tab, so it works without JavaScript and the
 * project page does not carry it (docs/decisions/0075). An unknown or malformed id is a 404.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
}) {
  const { claims } = await requireRole('admin');
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const page = parsePage(firstParam(await searchParams, 'page'));
  const today = todayIso();
  const found = await pageRead(() =>
    withUser(claims, async (tx) => {
      const [page, invoices] = await Promise.all([getProjectDetail(tx, id), listInvoices(tx, { projectId: id })]);
      if (!page) return null;
      return { project: page.project, invoices: await invoicesOnOpen(tx, page.project, invoices, today) };
    }),
  );
  if (!found) notFound();
  const { project, invoices } = found;

  return (
    <>
      <Link href={`/admin/projects/${project.id}`} className="text-sm font-medium text-brand-700 underline">
        Back to {project.title}
      </Link>
      <h1 className="mt-3 mb-4 text-2xl font-bold text-slate-900">Billing: {project.title}</h1>
      <ProjectViews projectId={project.id} current="/billing" />
      <BillingTab project={project} invoices={invoices} today={today} page={page} />
    </>
  );
}
