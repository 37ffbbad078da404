import { timingSafeEqual } from 'node:crypto';
import { NextResponse } from 'next/server';
import { env } from '@/lib/config/env';
import { issueAllDueInvoices } from '@/lib/billing/scheduled';
import { revalidateShowcasePages } from '@/lib/showcase/revalidate';
import { notifyTaskDeadlines } from '@/lib/tasks/reminders';

function authorized(header: string | null, secret: string): boolean {
  const expected = Buffer.from(`Bearer ${secret}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The scheduled invoice run for hosts with a cron (Vercel Cron sends "Bearer CRON_SECRET"). */
export async function GET(request: Request) {
  const secret = env().CRON_SECRET;
  if (!secret || !authorized(request.headers.get('authorization'), secret)) {
    return new NextResponse('Not found', { status: 404 });
  }
  const issued = await issueAllDueInvoices();
  // The plan's reminders (due tomorrow, overdue) ride on the same hourly run.
  // One digest per person and kind (decision 0067): tasks told, and notifications sent.
  const tasks = await notifyTaskDeadlines();
  // The home, about and services pages as built show no case study (no database at build);
  // the first run after start has them regenerated with what is published (docs/decisions/0071).
  revalidateShowcasePages();
  return NextResponse.json(
    { issued, taskNotices: tasks.tasks, taskDigests: tasks.digests },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
