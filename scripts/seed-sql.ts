// `npm run db:seed-sql`: writes supabase/seed.sql from the demo data in lib/db/seed-demo.ts.
import { writeFileSync } from 'node:fs';
import { demoSeedSql } from '../lib/db/seed-demo';

writeFileSync('supabase/seed.sql', demoSeedSql());
console.log('Wrote supabase/seed.sql');
