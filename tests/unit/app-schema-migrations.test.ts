// The app lives in the schema `app`, out of the Data API's reach. The
// migration that moves it there moves whatever the migrations before it put in `public`;
// a migration after it that created something in `public` would leave it exposed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from '@/lib/db/migrate';

const MOVE = '20261123235000_app_schema.sql';
const files = readdirSync(migrationsDir)
  .filter((f) => f.endsWith('.sql'))
  .sort();

describe('migrations and the schema app', () => {
  it('has the move to app among the migrations', () => {
    expect(files).toContain(MOVE);
  });

  it('creates nothing in public after the move', () => {
    for (const file of files.filter((f) => f > MOVE)) {
      const text = readFileSync(path.join(migrationsDir, file), 'utf8').replace(/--.*$/gm, '');
      expect(text, file).not.toMatch(/\bpublic\./i);
      // An unqualified name would land in `public` too (the first schema of the search path).
      const created =
        /\bcreate\s+(?:or\s+replace\s+)?(?:table|(?:materialized\s+)?view|function|procedure|aggregate|type|domain|sequence)\s+(?:if\s+not\s+exists\s+)?([\w."]+)/gi;
      for (const [, name] of text.matchAll(created)) expect(name, file).toMatch(/^"?app"?\./i);
    }
  });
});
