'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { InputField, SelectField, SelectOptions } from '@/components/ui/form-field';
import { isKnownRole, ROLE_OPTIONS } from '@/lib/auth/roles';
import type { UserRow } from '@/lib/users/queries';
import { updateUser } from '@/lib/users/actions';
import { updateUserSchema } from '@/lib/users/schema';

/** What the dialog reads of the user: only these are sent to the browser with each row. */
export type EditableUser = Pick<UserRow, 'id' | 'fullName' | 'email' | 'companyName' | 'role'>;

type Props = { user: EditableUser; canChangeRole: boolean };

/** Edit opens a working form; the role is offered only where it may change. */
export function EditUserDialog({ user, canChangeRole }: Props) {
  const [open, setOpen] = useState(false);
  const name = user.fullName || 'Unnamed User';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" aria-label={`Edit ${name}`}>
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent title={`Edit ${name}`} description={user.email}>
        {open && <EditUserForm user={user} canChangeRole={canChangeRole} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

/** Without the right to change roles the form has no role box, so the action leaves the role alone. */
function EditUserForm({ user, canChangeRole, onDone }: Props & { onDone: () => void }) {
  const router = useRouter();
  const knownRole = isKnownRole(user.role);
  const form = useActionForm({
    action: updateUser,
    schema: updateUserSchema,
    failed: 'Failed to save the changes',
    defaults: { fullName: user.fullName, companyName: user.companyName, role: knownRole ? user.role : '' },
    onSuccess: () => {
      onDone();
      router.refresh();
    },
  });
  return (
    <form {...form.props} className="space-y-4">
      <input type="hidden" name="id" value={user.id} />
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      <InputField label="Full Name" required {...form.field('fullName')} />
      <InputField label="Company Name" {...form.field('companyName')} />
      {canChangeRole && (
        <SelectField label="Role" {...form.field('role')}>
          {!knownRole && <option value="">{user.role}</option>}
          <SelectOptions options={ROLE_OPTIONS} />
        </SelectField>
      )}
      <div className="flex justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={form.pending}>
          {form.pending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
