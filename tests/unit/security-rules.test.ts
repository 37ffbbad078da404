import { describe, expect, it } from 'vitest';
import { metricTone, securityAlerts, type SecurityMetric } from '@/lib/security/alerts';
import { contentSecurityPolicy, securityHeaders } from '@/lib/security/headers';

const metric = (name: string, value: number): SecurityMetric => ({ name, value, lastUpdated: new Date(0) });
const titles = (metrics: SecurityMetric[]) => securityAlerts(metrics).map((a) => a.title);

describe('security alerts', () => {
  it('raises High Failed Login Activity above 5 failed logins', () => {
    expect(titles([metric('Failed login attempts (24h)', 5)])).toEqual(['All Clear']);
    expect(titles([metric('Failed login attempts (24h)', 6)])).toEqual(['High Failed Login Activity']);
  });

  it('raises Rate Limiting Active above 0 rate-limited requests', () => {
    expect(titles([metric('Rate limited requests (24h)', 0)])).toEqual(['All Clear']);
    expect(titles([metric('Rate limited requests (24h)', 1)])).toEqual(['Rate Limiting Active']);
    expect(titles([metric('Failed login attempts (24h)', 9), metric('Rate limited requests (24h)', 2)])).toEqual([
      'High Failed Login Activity',
      'Rate Limiting Active',
    ]);
  });

  it('colours failed logins red above 10 and rate limits orange above 0', () => {
    expect(metricTone(metric('Failed login attempts (24h)', 10))).toBe('normal');
    expect(metricTone(metric('Failed login attempts (24h)', 11))).toBe('red');
    expect(metricTone(metric('Rate limited requests (24h)', 1))).toBe('orange');
    expect(metricTone(metric('Rate limited requests (24h)', 0))).toBe('normal');
    expect(metricTone(metric('Active sessions', 500))).toBe('normal');
  });
});

describe('security headers', () => {
  it('uses nonces with strict-dynamic for dynamic pages and hashes for static ones', () => {
    expect(contentSecurityPolicy({ nonce: 'abc' })).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    const fixed = contentSecurityPolicy({ scriptHashes: ['sha256-x='] });
    expect(fixed).toContain("script-src 'self' 'sha256-x='");
    expect(/script-src [^;]*/.exec(fixed)![0]).not.toContain('unsafe');
    expect(fixed).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy({ development: true })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ allowInlineScripts: true })).toContain("script-src 'self' 'unsafe-inline'");
  });

  it('sends HSTS only over HTTPS', () => {
    expect(securityHeaders({ https: true }).map((h) => h.key)).toContain('Strict-Transport-Security');
    expect(securityHeaders({ https: false }).map((h) => h.key)).not.toContain('Strict-Transport-Security');
  });
});
