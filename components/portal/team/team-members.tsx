'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { removeTeammate } from '@/lib/companies/actions';
import { teammateSchema } from '@/lib/companies/schema';

/** A person of the company as their row shows them, worked out on the server. */
export type TeamMember = {
  id: string;
  name: string;
  email: string;
  role: string;
  /** What they see ("Everything", "Only: …"). */
  sees: string;
  invitation: string;
  /** The viewer's own row (it offers Leave). */
  self: boolean;
  /** The viewer may remove them (or, on their own row, leave). */
  removable: boolean;
};

const COLUMNS: Column[] = [
  { label: 'Name' },
  { label: 'Email' },
  { label: 'Role' },
  { label: 'Sees' },
  { label: 'Invitation' },
  { label: <span className="sr-only">Actions</span> },
];

/**
 * The company's people: name, email, role, what they see, invitation status, and Remove (Leave
 * on one's own row). Every row's button submits one form after the table (the `form`
 * attribute, with the row's person as the button's value), so the action's hidden fields are
 * sent once rather than once a row; it posts before hydration and without JavaScript as before.
 * Drawn from the rows' data: as a server component each row's elements travelled twice.
 */
export function TeamMembers({
  organizationId,
  members,
  offerErase,
  caption,
}: {
  organizationId: string;
  members: TeamMember[];
  /** Staff: each person's row links to erasing them on request. */
  offerErase: boolean;
  caption: string;
}) {
  const form = useActionForm({ action: removeTeammate, schema: teammateSchema });
  const formId = useId();
  const [pressed, setPressed] = useState<string | null>(null);
  return (
    <>
      {/* `team-table` (app/components.css) styles the cells by their place. */}
      <DataTable caption={caption} columns={COLUMNS} className="team-table">
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <td>
                {member.name}
                {member.self && <span> (you)</span>}
              </td>
              <td>{member.email}</td>
              <td>
                <Badge>{member.role}</Badge>
              </td>
              <td>{member.sees}</td>
              <td>{member.invitation}</td>
              <td>
                {member.removable && (
                  <Button
                    type="submit"
                    variant="secondary"
                    form={formId}
                    name="profileId"
                    value={member.id}
                    onClick={() => setPressed(member.id)}
                    disabled={form.pending}
                    aria-label={member.self ? 'Leave the company' : `Remove ${member.name}`}
                  >
                    {form.pending && pressed === member.id ? 'Removing...' : member.self ? 'Leave' : 'Remove'}
                  </Button>
                )}
                {offerErase && (
                  <Link href={`/admin/clients/${member.id}/erase`} prefetch={false} aria-label={`Erase ${member.name}`}>
                    Erase
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <form {...form.props} id={formId}>
        <input type="hidden" name="organizationId" value={organizationId} />
        {form.formError && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {form.formError}
          </p>
        )}
      </form>
    </>
  );
}
