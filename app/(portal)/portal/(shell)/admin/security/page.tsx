import type { Metadata } from 'next';
import { clsx } from 'clsx';
import { PageHeader } from '@/components/portal/page-header';
import { AutoRefresh } from '@/components/portal/security/auto-refresh';
import { RotateTokenCard } from '@/components/portal/security/rotate-token-card';
import { ErrorBox } from '@/components/ui/alert';
import { securityPractices } from '@/content/security-practices';
import { requireRole } from '@/lib/auth/require-role';
import { metricTone, securityAlerts, type SecurityMetric, type Tone } from '@/lib/security/alerts';
import { getAdminPathPart, getSecurityMetrics } from '@/lib/security/queries';
import { log } from '@/lib/log/logger';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Security Dashboard' };

const VALUE_TONE: Record<Tone, string> = {
  red: 'text-red-700',
  orange: 'text-orange-700',
  yellow: 'text-yellow-800',
  green: 'text-green-700',
  normal: 'text-slate-900',
};
const ALERT_TONE: Record<Tone, string> = {
  red: 'border-red-300 bg-red-50 text-red-900',
  orange: 'border-orange-300 bg-orange-50 text-orange-900',
  yellow: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  green: 'border-green-300 bg-green-50 text-green-900',
  normal: 'border-slate-200 bg-white text-slate-900',
};
const REFRESH_SECONDS = 30;

export default async function SecurityPage() {
  const { claims } = await requireRole('admin');
  // The metrics last, in the page's one transaction: when only they fail, the page still
  // shows the admin path and says the metrics could not be loaded (see getSecurityMetrics).
  const loaded: { part?: string | null; metrics: SecurityMetric[] | null } = { metrics: null };
  try {
    await pageTransaction(claims, async (tx) => {
      loaded.part = await getAdminPathPart(tx);
      loaded.metrics = await getSecurityMetrics(tx);
    });
  } catch (error) {
    if (loaded.part === undefined) throw error;
    log.error({ err: error }, 'Loading security metrics failed');
  }
  const { metrics, part = null } = loaded;

  return (
    <>
      <AutoRefresh seconds={REFRESH_SECONDS} />
      <PageHeader
        title="Security Dashboard"
        description="Security metrics, alerts and the admin access token. Metrics refresh every 30 seconds."
      />
      {metrics === null ? (
        <ErrorBox>
          <strong>Error</strong>: Failed to load security metrics
        </ErrorBox>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" aria-label="Security metrics">
            {metrics.map((metric) => (
              <li
                key={metric.name}
                className="rounded-lg border border-slate-200 bg-white p-4"
                data-tone={metricTone(metric)}
              >
                <p className="text-sm text-slate-600">{metric.name}</p>
                <p className={clsx('mt-1 text-3xl font-bold', VALUE_TONE[metricTone(metric)])}>{metric.value}</p>
                <p className="mt-1 text-xs text-slate-600">
                  Updated{' '}
                  <time dateTime={metric.lastUpdated.toISOString()}>
                    {metric.lastUpdated.toLocaleString('en-US', {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                      timeZone: 'UTC',
                    })}{' '}
                    UTC
                  </time>
                </p>
              </li>
            ))}
          </ul>
          <section aria-labelledby="alerts-heading" className="mt-6">
            <h2 id="alerts-heading" className="text-lg font-semibold">
              Security Alerts
            </h2>
            <ul className="mt-3 space-y-3">
              {securityAlerts(metrics).map((alert) => (
                <li
                  key={alert.title}
                  className={clsx('rounded-lg border p-4', ALERT_TONE[alert.tone])}
                  data-tone={alert.tone}
                >
                  <p className="font-semibold">{alert.title}</p>
                  <p className="text-sm">{alert.text}</p>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <RotateTokenCard currentPart={part} />
        <section aria-labelledby="practices-heading" className="rounded-lg border border-slate-200 bg-white p-5">
          <h2 id="practices-heading" className="text-lg font-semibold">
            Security Best Practices
          </h2>
          {securityPractices.map((group) => (
            <div key={group.title} className="mt-3">
              <h3 className="text-sm font-semibold text-slate-800">{group.title}</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      </div>
    </>
  );
}
