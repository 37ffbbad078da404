'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { removeTeammate } from '@/lib/companies/actions';
import { teammateSchema } from '@/lib/companies/schema';

/**
 * Removes a teammate from the company (or, on one's own row, leaves it). A form, so it works
 * before hydration; the person's sessions end at once on the server.
 */
export function RemoveTeammateButton({
  organizationId,
  profileId,
  name,
  self,
}: {
  organizationId: string;
  profileId: string;
  name: string;
  self: boolean;
}) {
  const form = useActionForm({ action: removeTeammate, schema: teammateSchema });
  const label = self ? 'Leave' : 'Remove';
  return (
    <form {...form.props} className="text-right">
      <input type="hidden" name="organizationId" value={organizationId} />
      <input type="hidden" name="profileId" value={profileId} />
      <Button
        type="submit"
        variant="secondary"
        disabled={form.pending}
        aria-label={self ? 'Leave the company' : `Remove ${name}`}
      >
        {form.pending ? 'Removing...' : label}
      </Button>
      {form.formError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {form.formError}
        </p>
      )}
    </form>
  );
}
