import type { Metadata } from 'next';
import Link from 'next/link';
import { ChangeEmailForm } from '@/components/portal/account/change-email-form';
import { ChangePasswordForm } from '@/components/portal/account/change-password-form';
import { NotificationPreferencesForm } from '@/components/portal/account/notification-preferences-form';
import { ProfileForm } from '@/components/portal/account/profile-form';
import { SessionList } from '@/components/portal/account/session-list';
import { PageHeader } from '@/components/portal/page-header';
import { Card } from '@/components/ui/card';
import { mySessions } from '@/lib/accounts/queries';
import { twoFactorStatus } from '@/lib/auth/two-factor';
import { requireRole } from '@/lib/auth/require-role';
import { requestCookieJar } from '@/lib/auth/request';
import { systemDb } from '@/lib/db/client';
import { channelOf, NOTIFICATION_CATEGORIES } from '@/lib/notifications/categories';
import { myPreferences } from '@/lib/notifications/queries';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'My Account' };

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card aria-labelledby={id} role="region">
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** Every role's own profile, sign-in email, password, two-factor and sessions. */
export default async function AccountPage() {
  const user = await requireRole('signed-in');
  const { profile, claims } = user;
  // Sessions and the authenticator live where only the trusted connection reads them.
  const [sessions, twoFactor, preferences] = await Promise.all([
    mySessions(systemDb(), claims.sub, claims.session_id),
    twoFactorStatus(claims, await requestCookieJar()),
    pageTransaction(claims, (tx) => myPreferences(tx)),
  ]);
  const channels = Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, channelOf(preferences[c])])) as Record<
    (typeof NOTIFICATION_CATEGORIES)[number],
    ReturnType<typeof channelOf>
  >;

  return (
    <>
      <PageHeader title="My Account" description="Your profile, sign-in and sessions." />
      <div className="space-y-6">
        <Section id="profile-heading" title="Profile">
          <ProfileForm
            isClient={profile.role === 'client'}
            values={{
              fullName: profile.fullName ?? '',
              phone: profile.phone ?? '',
              companyName: profile.companyName ?? '',
              website: profile.website ?? '',
              address: profile.address ?? '',
              billingEmail: profile.billingEmail ?? '',
              billingContactName: profile.billingContactName ?? '',
              billingContactEmail: profile.billingContactEmail ?? '',
              technicalContactName: profile.technicalContactName ?? '',
              technicalContactEmail: profile.technicalContactEmail ?? '',
            }}
          />
        </Section>
        <Section id="email-heading" title="Sign-in Email">
          <ChangeEmailForm current={profile.email} twoFactor={twoFactor.enabled} />
        </Section>
        <Section id="password-heading" title="Password">
          <ChangePasswordForm />
        </Section>
        <Section id="two-factor-heading" title="Two-Factor Sign-In">
          <p className="text-sm text-slate-700">
            {twoFactor.enabled
              ? 'On: signing in asks for a code from your authenticator app.'
              : 'Off: signing in asks only for your password.'}
          </p>
          <Link href="/account/two-factor" className="mt-3 inline-block text-sm font-semibold text-brand-700 underline">
            {twoFactor.enabled ? 'Manage two-factor sign-in' : 'Set up two-factor sign-in'}
          </Link>
        </Section>
        <Section id="notifications-heading" title="Notifications">
          <NotificationPreferencesForm values={channels} />
        </Section>
        <Section id="sessions-heading" title="Sessions">
          <SessionList sessions={sessions} />
        </Section>
      </div>
    </>
  );
}
