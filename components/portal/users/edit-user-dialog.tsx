'use client';

import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { InputField, SelectField, SelectOptions } from '@/components/ui/form-field';
import { isKnownRole, ROLE_OPTIONS } from '@/lib/auth/roles';
import type { UserRow } from '@/lib/users/queries';
import { updateUser } from '@/lib/users/actions';
import { updateUserSchema, type UpdateUserInput } from '@/lib/users/schema';

type Props = { user: UserRow; canChangeRole: boolean };

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

function EditUserForm({ user, canChangeRole, onDone }: Props & { onDone: () => void }) {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const knownRole = isKnownRole(user.role);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<UpdateUserInput>({
    resolver: zodResolver(updateUserSchema),
    defaultValues: {
      id: user.id,
      fullName: user.fullName ?? '',
      companyName: user.companyName ?? '',
      ...(canChangeRole && knownRole ? { role: user.role as UpdateUserInput['role'] } : {}),
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await updateUser(canChangeRole ? values : { ...values, role: undefined });
      redirectIfSessionExpired(result);
      if (!result.ok) return setServerError(result.error);
      onDone();
      router.refresh();
    } catch {
      setServerError('Failed to save the changes');
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      {serverError && <ErrorBox>{serverError}</ErrorBox>}
      <InputField label="Full Name" required error={errors.fullName?.message} {...register('fullName')} />
      <InputField label="Company Name" error={errors.companyName?.message} {...register('companyName')} />
      {canChangeRole && (
        <SelectField label="Role" error={errors.role?.message} {...register('role')}>
          {!knownRole && <option value="">{user.role}</option>}
          <SelectOptions options={ROLE_OPTIONS} />
        </SelectField>
      )}
      <div className="flex justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
