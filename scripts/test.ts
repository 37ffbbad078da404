// `npm test`: every check in one command — lint, format, types, unit and database tests,
// the production build, and the browser tests — then one line `N passed, M failed`.
import './require-node';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

type Tally = { passed: number; failed: number };
const total: Tally = { passed: 0, failed: 0 };
const failures: string[] = [];

function run(label: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  // Each step's time, so a slower CI run shows which step grew.
  console.log(`⏱ ${label}: ${Math.round((Date.now() - started) / 1000)} s`);
  return result.status === 0;
}

function check(label: string, command: string, args: string[]) {
  const ok = run(label, command, args);
  total[ok ? 'passed' : 'failed'] += 1;
  if (!ok) failures.push(label);
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

mkdirSync('test-results', { recursive: true });

check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
check('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
check('typecheck', 'npx', ['tsc', '--noEmit']);

/** A vitest run whose tests count one by one in the final line. */
function vitest(label: string, projects: string[]) {
  const out = `test-results/vitest-${projects.join('-')}.json`;
  rmSync(out, { force: true });
  const ok = run(label, 'npx', [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${out}`,
  ]);
  const report = readJson<{ numPassedTests: number; numFailedTests: number }>(out);
  if (report) {
    total.passed += report.numPassedTests;
    total.failed += report.numFailedTests;
  }
  if (!ok && (!report || report.numFailedTests === 0)) total.failed += 1;
  if (!ok) failures.push(label);
}

// Unit and database tests (database tests also run against TEST_DATABASE_URL when set).
vitest('unit + database tests', ['unit', 'db']);

// Browser tests need the production build.
const built = run('build', 'npm', ['run', 'build']);
total[built ? 'passed' : 'failed'] += 1;
if (!built) failures.push('build');
if (built) {
  // Fault suite: database restarts and a killed database owner under load,
  // against the production build.
  vitest('fault tests', ['fault']);

  rmSync('test-results/e2e-report.json', { force: true });
  const e2eOk = run('browser tests', 'npx', ['playwright', 'test']);
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(
    'test-results/e2e-report.json',
  );
  if (report) {
    total.passed += report.stats.expected + report.stats.flaky;
    total.failed += report.stats.unexpected;
  }
  if (!e2eOk && (!report || report.stats.unexpected === 0)) total.failed += 1;
  if (!e2eOk) failures.push('browser tests');
}

if (!existsSync('/usr/bin/chromium-headless-shell') && !existsSync('/usr/bin/chromium') && !process.env.CHROME_PATH) {
  console.log(
    '\nNote: browser tests need Chromium (sudo apt-get install chromium-headless-shell, or chromium, or set CHROME_PATH).',
  );
}
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
