'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { erasePerson } from '@/lib/erasure/actions';
import { erasePersonSchema } from '@/lib/erasure/schema';

/**
 * The erase step's confirm form: a posted form (it works before hydration and without
 * JavaScript), whose box must be ticked; the server opens the person's page once erased.
 */
export function ErasePersonForm({ profileId, name }: { profileId: string; name: string }) {
  const form = useActionForm({ action: erasePerson, schema: erasePersonSchema });
  const { defaultValue, error, ...confirm } = form.field('confirm');
  return (
    <form {...form.props} className="space-y-4">
      <input type="hidden" name="profileId" value={profileId} />
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          value="true"
          defaultChecked={defaultValue === 'true'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'confirm-error' : undefined}
          className="mt-0.5 h-4 w-4 rounded border-slate-400"
          {...confirm}
        />
        <span>I understand that erasing {name} cannot be undone.</span>
      </label>
      {error && (
        <p id="confirm-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {form.formError && !error && <ErrorBox>{form.formError}</ErrorBox>}
      <Button type="submit" variant="danger" disabled={form.pending}>
        {form.pending ? 'Erasing...' : `Erase ${name}`}
      </Button>
    </form>
  );
}
