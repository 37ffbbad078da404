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
import { InvitationResult } from '@/components/portal/invitation-result';
import type { InvitationDelivery } from '@/lib/auth/admin-users-types';
import { inviteUser } from '@/lib/users/actions';
import { ROLE_OPTIONS } from '@/lib/auth/roles';
import { inviteUserSchema, type InviteUserInput } from '@/lib/users/schema';

type Result = { ok: true; link: string | null; delivery: InvitationDelivery } | { ok: false; error: string } | null;

/** Invites for real. Super admins choose the role; admins invite clients. */
export function InviteUserDialog({ canChooseRole }: { canChooseRole: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<Result>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteUserInput>({
    resolver: zodResolver(inviteUserSchema),
    defaultValues: { email: '', fullName: '', role: 'client' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    setSent(null);
    try {
      const result = await inviteUser(canChooseRole ? values : { ...values, role: 'client' });
      redirectIfSessionExpired(result);
      if (!result.ok) return setServerError(result.error);
      const invitation = result.invitation;
      // The account exists even if sending failed; it can be re-sent from the client page.
      setSent(invitation.ok ? { ok: true, link: invitation.link, delivery: invitation.delivery } : invitation);
      reset();
      router.refresh();
    } catch {
      setServerError('Failed to create the user');
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setSent(null);
          setServerError(null);
          reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button>Invite New User</Button>
      </DialogTrigger>
      <DialogContent title="Invite New User" description="They receive a link to choose a password and sign in.">
        <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
          {serverError && <ErrorBox>{serverError}</ErrorBox>}
          {sent?.ok === false && <ErrorBox>Failed to send invitation: {sent.error}</ErrorBox>}
          {sent?.ok && <InvitationResult delivery={sent.delivery} link={sent.link} />}
          <InputField
            label="Email Address"
            type="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <InputField label="Full Name" required error={errors.fullName?.message} {...register('fullName')} />
          {canChooseRole && (
            <SelectField label="Role" error={errors.role?.message} {...register('role')}>
              <SelectOptions options={ROLE_OPTIONS} />
            </SelectField>
          )}
          <div className="flex justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Sending...' : 'Send Invitation'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
