'use client';

import Link from 'next/link';
import { activityHref } from '@/lib/activity/links';
import type { ActivityFilter } from '@/lib/activity/queries';

/** A name the log links to its own filter: [id, name]. */
export type ActivityName = [id: string, name: string];

/**
 * One entry as the rows draw it: when, what and its summary as text, and who, which client and
 * which project as positions in the page's name lists (null: none, "System" for who). Fifty
 * entries name the same few people, clients and projects, so each name and id is sent once.
 */
export type ActivityLine = [
  when: string,
  who: number | null,
  what: string,
  summary: string,
  client: number | null,
  project: number | null,
];

/**
 * The activity log's rows, drawn in the browser from their data. As a server component each
 * row's elements travelled twice, as HTML and again as the React payload (about 850 bytes a
 * row against 100 of data); a client component's payload is only its props.
 */
export function ActivityRows({
  lines,
  people,
  clients,
  projects,
  filter,
}: {
  lines: ActivityLine[];
  people: ActivityName[];
  clients: ActivityName[];
  projects: ActivityName[];
  filter: ActivityFilter;
}) {
  const link = (change: Partial<ActivityFilter>, label: string, name: string) => (
    <Link href={activityHref({ ...filter, ...change, page: 1 })} aria-label={name}>
      {label}
    </Link>
  );
  return (
    <tbody className="divide-y divide-slate-100">
      {lines.map(([when, who, what, summary, client, project], index) => {
        const person = who === null ? null : people[who];
        const company = client === null ? null : clients[client];
        const work = project === null ? null : projects[project];
        return (
          <tr key={index}>
            <td>{when}</td>
            <td>{person ? link({ person: person[0] }, person[1], `Only activity by ${person[1]}`) : 'System'}</td>
            <td>
              <b>{what}</b>
              {summary && <span>{summary}</span>}
            </td>
            <td>{company && link({ client: company[0] }, company[1], `Only activity about ${company[1]}`)}</td>
            <td>{work && link({ project: work[0] }, work[1], `Only activity on ${work[1]}`)}</td>
          </tr>
        );
      })}
    </tbody>
  );
}
