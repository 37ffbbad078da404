// The Security Alerts panel and the metric colours, as pure rules.

export type SecurityMetric = { name: string; value: number; lastUpdated: Date };
export type Tone = 'red' | 'orange' | 'yellow' | 'green' | 'normal';
export type SecurityAlert = { title: string; text: string; tone: Tone };

export const FAILED_LOGIN_ALERT_ABOVE = 5;
export const FAILED_LOGIN_RED_ABOVE = 10;

const isFailedLogin = (m: SecurityMetric) => m.name.includes('Failed login');
const isRateLimited = (m: SecurityMetric) => m.name.includes('Rate limited');

export function securityAlerts(metrics: SecurityMetric[]): SecurityAlert[] {
  const alerts: SecurityAlert[] = [];
  const failed = metrics.find((m) => isFailedLogin(m) && m.value > FAILED_LOGIN_ALERT_ABOVE);
  if (failed) {
    alerts.push({
      title: 'High Failed Login Activity',
      text: `${failed.value} failed sign-in attempts. Check for password guessing and consider contacting affected users.`,
      tone: 'red',
    });
  }
  const limited = metrics.find((m) => isRateLimited(m) && m.value > 0);
  if (limited) {
    alerts.push({
      title: 'Rate Limiting Active',
      text: `${limited.value} requests were refused by rate limits. Someone may be sending requests faster than a person would.`,
      tone: 'orange',
    });
  }
  if (alerts.length === 0) {
    alerts.push({ title: 'All Clear', text: 'No unusual security activity detected.', tone: 'green' });
  }
  return alerts;
}

export function metricTone(metric: SecurityMetric): Tone {
  if (isFailedLogin(metric) && metric.value > FAILED_LOGIN_RED_ABOVE) return 'red';
  if (isRateLimited(metric) && metric.value > 0) return 'orange';
  return 'normal';
}
