import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname),
  // server-only throws outside React Server Components; tests run the same code in Node.
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Processed by Vitest rather than loaded as-is, so a test can stand in for the
          // next/navigation hooks it reads (Next.js gives them only inside a real route).
          server: { deps: { inline: ['@vercel/speed-insights'] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'db',
          include: ['tests/db/**/*.test.ts'],
          environment: 'node',
          // What signs sessions and the unsubscribe links of the mail the actions record. A
          // server refuses to start without one; without it here, every notification an action
          // sends would fail and be logged instead of recorded.
          env: { AUTH_SECRET: 'db-tests-secret-of-at-least-thirty-two-characters' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file migrates its own databases; one at a time keeps 2 cores responsive.
          fileParallelism: false,
        },
      },
      {
        // Restarts a throwaway PostgreSQL and kills the embedded database under load
        // against the production build; scripts/test.ts runs it after `npm run build`.
        resolve: { alias },
        test: {
          name: 'fault',
          include: ['tests/fault/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
