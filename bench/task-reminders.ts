// `npm run bench:task-reminders`: times the scheduled task reminders (lib/tasks/reminders.ts)
// on the database in DATABASE_URL, or on the embedded one in DATA_DIR (stopped server), and
// prints what each run told. Meant for a copy of the large seed (`npm run seed:large`, about
// 450,000 open tasks past due): the first run must announce none of that backlog, a rerun
// must tell nothing, and the next day's run tells the tasks that fell due since, one digest
// per person and kind. It writes to the database: use a copy.
//
// BENCH_WATCH_SINCE_DAYS=N times the worst case instead: the reminders last ran N days ago
// (a server down for a month), so the first run tells every task that fell overdue since.
import path from 'node:path';
import { drizzle } from 'drizzle-orm/postgres-js';
import { postgresClient } from '../lib/db/postgres-client';
import * as schema from '../lib/db/schema';
import { openScriptDatabase } from '../lib/db/data-dir-database';
import { addDays, todayIso } from '../lib/billing/dates';
import { notifyTaskDeadlines } from '../lib/tasks/reminders';

// Unsubscribe links in the mail are signed; a copy of the seed may run without a .env.
process.env.AUTH_SECRET ??= 'bench-'.padEnd(48, 'x');

const { url, stop } = await openScriptDatabase(process.env.DATABASE_URL, path.resolve(process.env.DATA_DIR ?? '.data'));
const client = postgresClient(url, { max: 2, prepare: false, onnotice: () => {} });
const db = drizzle(client, { schema });
const today = todayIso();
const sinceDays = Number(process.env.BENCH_WATCH_SINCE_DAYS ?? 0);
try {
  if (sinceDays > 0)
    await client`insert into app.task_reminder_watch (last_run_on) values (${addDays(today, -sinceDays)})
      on conflict (id) do update set last_run_on = excluded.last_run_on`;
  const counts = async () => {
    const [row] = await client<{ notifications: number; mails: number }[]>`
      select (select count(*)::int from app.notifications where category = 'tasks') as notifications,
             (select count(*)::int from app.mail_queue where kind = 'notification_tasks') as mails`;
    return row;
  };
  const runs: [string, string][] = [
    ['first run', today],
    ['rerun', today],
    ['next day', addDays(today, 1)],
    ['next day, rerun', addDays(today, 1)],
  ];
  for (const [name, day] of runs) {
    const before = await counts();
    const started = performance.now();
    const run = await notifyTaskDeadlines(db, day);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const after = await counts();
    console.log(
      `${name} (${day}): ${run.tasks} tasks told in ${run.digests} digests, ` +
        `${after.notifications - before.notifications} notifications, ` +
        `${after.mails - before.mails} new batched mails, in ${seconds} s`,
    );
  }
} finally {
  await client.end();
  await stop();
}
