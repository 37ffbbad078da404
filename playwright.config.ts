import { defineConfig, devices } from '@playwright/test';
import { e2eChromiumPath } from './tests/support/chromium';
import { E2E } from './tests/support/e2e-env';

// Browser tests run against the production build served by `npm start`'s own launcher on a
// fresh embedded database (DATA_DIR below), in Debian's Chromium (its headless shell when
// installed, tests/support/chromium.ts): no browser downloads.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  globalSetup: './tests/support/e2e-global-setup.ts',
  use: {
    baseURL: E2E.portal,
    // A trace only for a failed test's retry (retries: 1 on CI): tracing every test cost about
    // a tenth of the suite's time, for traces thrown away when the test passes.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: e2eChromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Preview-shaped hosts reach the local HTTPS front of preview-host.spec.ts
        // (tests/support/tls-front.ts): the whole .app domain is HSTS-preloaded.
        '--host-resolver-rules=MAP *.vercel.app 127.0.0.1',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `rm -rf ${E2E.dataDir} && tsx scripts/serve.ts start`,
    url: `${E2E.main}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E.port),
      DATA_DIR: E2E.dataDir,
      NODE_ENV: 'production',
      // Turns on the database round-trip counter that round-trips.spec.ts reads.
      DB_ROUND_TRIPS: '1',
      // The test runner is the one proxy in front: each test names its visitor's address
      // in X-Forwarded-For (tests/e2e/fixtures.ts); the default, socket-only mode has its
      // own server in tests/e2e/client-ip.spec.ts.
      TRUSTED_PROXY: '1',
      // The preview-shaped host preview-host.spec.ts reaches through its TLS front: a host is
      // served only when configured (lib/security/allowed-hosts.ts), as Vercel names it.
      VERCEL_BRANCH_URL: 'consultancy-git-feature-x-team.vercel.app',
      // The whole suite writes as the same few demo accounts, far faster than any person: the
      // per-person write rates are the database tests' subject (tests/db/write-limits.test.ts).
      WRITE_RATE_MESSAGES: '1000/60',
      WRITE_RATE_TICKET_REPLIES: '1000/60',
      WRITE_RATE_TICKETS: '1000/60',
      WRITE_RATE_UPLOAD_MB: '10000/60',
    },
  },
});
