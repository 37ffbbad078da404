import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROME_PATH); Playwright never downloads a browser here. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      'Chromium not found. Install it with `sudo apt-get install chromium` (Debian/Ubuntu) or set CHROME_PATH to a Chromium/Chrome binary.',
    );
  }
  return found;
}
