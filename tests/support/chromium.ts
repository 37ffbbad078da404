import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROME_PATH); Playwright never downloads a browser here. */
export function chromiumPath(): string {
  return firstPresent([process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']);
}

/**
 * The browser tests' Chromium: Debian's headless shell (`chromium-headless-shell`, the same
 * headless build Playwright itself uses by default) when installed, else chromiumPath(). On
 * this 2-core CI machine the full browser's headless mode spent most of the suite's CPU in its
 * own browser and GPU processes: the same 67 tests took 118 s with it and 48 s with the shell
 * (docs/decisions/0046-browser-tests-in-the-headless-shell.md). CHROME_PATH still wins.
 */
export function e2eChromiumPath(): string {
  return firstPresent([
    process.env.CHROME_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ]);
}

function firstPresent(paths: (string | undefined)[]): string {
  const found = paths.find((p): p is string => Boolean(p) && existsSync(p!));
  if (!found) {
    throw new Error(
      'Chromium not found. Install it with `sudo apt-get install chromium-headless-shell` (or `chromium`; Debian/Ubuntu) or set CHROME_PATH to a Chromium/Chrome binary.',
    );
  }
  return found;
}
