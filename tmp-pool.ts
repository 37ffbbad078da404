// Does one connection cost anything against the embedded database? 10 concurrent callers run
// a request-shaped transaction (role switch + two reads) through pools of max 1 and max 10.
import { startEmbeddedPostgres } from './lib/db/embedded';
import postgres from 'postgres';
import { prepareEveryStatement } from './lib/db/prepared-statements';
const server = await startEmbeddedPostgres();
const setup = postgres(server.url, { max: 1, onnotice: () => {} });
await setup`create table items (id int primary key, owner int, body text)`;
await setup`insert into items select g, g % 50, repeat('x', 200) from generate_series(1, 5000) g`;
await setup.end();
async function run(max: number, n = 1500) {
  const sql = postgres(server.url, { max, prepare: true, onnotice: () => {} });
  prepareEveryStatement(sql);
  const one = (i: number) =>
    sql.begin(async (tx) => {
      await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: i })}, true), set_config('role', 'postgres', true)`;
      await tx`select id, body from items where owner = ${i % 50} order by id limit 20`;
      await tx`select count(*)::int from items where owner = ${i % 50}`;
    });
  for (let i = 0; i < 100; i++) await one(i);
  const t = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < n) await one(next++);
    }),
  );
  const ms = performance.now() - t;
  await sql.end();
  return Math.round((n / ms) * 1000);
}
const results: Record<string, number[]> = { 'max 1': [], 'max 10': [] };
for (let round = 0; round < 3; round++) {
  results['max 1'].push(await run(1));
  results['max 10'].push(await run(10));
}
console.log('transactions/s, 10 concurrent callers, 3 rounds:', JSON.stringify(results));
await server.stop();
process.exit(0);
