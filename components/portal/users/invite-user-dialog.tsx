'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { InputField, SelectField, SelectOptions } from '@/components/ui/form-field';
import { InvitationResult } from '@/components/portal/invitation-result';
import { inviteUser } from '@/lib/users/actions';
import { ROLE_OPTIONS } from '@/lib/auth/roles';
import { inviteUserSchema } from '@/lib/users/schema';

/** Invites for real. Super admins choose the role; admins invite clients. */
export function InviteUserDialog({ canChooseRole }: { canChooseRole: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>Invite New User</Button>
      </DialogTrigger>
      <DialogContent title="Invite New User" description="They receive a link to choose a password and sign in.">
        {/* Mounted while open: each opening starts with an empty form and no earlier answer. */}
        {open && <InviteUserForm canChooseRole={canChooseRole} />}
      </DialogContent>
    </Dialog>
  );
}

/** Without a role box the schema's default invites a client. An invitation sent empties the form for the next one. */
function InviteUserForm({ canChooseRole }: { canChooseRole: boolean }) {
  const router = useRouter();
  const form = useActionForm({
    action: inviteUser,
    schema: inviteUserSchema,
    failed: 'Failed to create the user',
    defaults: { role: 'client' },
    onSuccess: (_result, element) => {
      element?.reset();
      router.refresh();
    },
  });
  // The account exists even if sending failed; it can be re-sent from the client page.
  const invitation = form.answer?.ok ? form.answer.invitation : null;
  return (
    <form {...form.props} className="space-y-4">
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      {invitation && !invitation.ok && <ErrorBox>Failed to send invitation: {invitation.error}</ErrorBox>}
      {invitation?.ok && <InvitationResult delivery={invitation.delivery} link={invitation.link} />}
      <InputField label="Email Address" type="email" required {...form.field('email')} />
      <InputField label="Full Name" required {...form.field('fullName')} />
      {canChooseRole && (
        <SelectField label="Role" {...form.field('role')}>
          <SelectOptions options={ROLE_OPTIONS} />
        </SelectField>
      )}
      <div className="flex justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
        <Button type="submit" disabled={form.pending}>
          {form.pending ? 'Sending...' : 'Send Invitation'}
        </Button>
      </div>
    </form>
  );
}
