import type { Metadata } from 'next';
import { TwoFactorPanel } from '@/components/portal/account/two-factor-setup';
import { PageHeader } from '@/components/portal/page-header';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { requireRole } from '@/lib/auth/require-role';
import { requestCookieJar } from '@/lib/auth/request';
import { twoFactorStatus } from '@/lib/auth/two-factor';
import { heldForTwoFactor } from '@/lib/auth/two-factor-gate';
import { pageRead } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Two-Factor Sign-In' };

export default async function TwoFactorPage() {
  const user = await requireRole('signed-in');
  const jar = await requestCookieJar();
  const status = await pageRead(() => twoFactorStatus(user.claims, jar));
  return (
    <>
      <PageHeader title="Two-Factor Sign-In" description="A code from your phone, on top of your password." />
      {heldForTwoFactor(user, 'everything') && (
        <Notice className="mb-4">Two-factor sign-in is required for admins. Set it up to use the admin panel.</Notice>
      )}
      <Card>
        <TwoFactorPanel enabled={status.enabled} recoveryCodesLeft={status.recoveryCodesLeft} />
      </Card>
    </>
  );
}
