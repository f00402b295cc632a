/**
 * Benchmark: how long the demo seed takes on a fresh SQLite database (target: under 10 s).
 * Run: node --conditions=source --import tsx scripts/bench-seed.ts
 */
import { seedPortalDemo } from '../src/demo/seed-portal-demo';
import { openTestDatabase } from '../src/testing/open-test-database';

const runs = 3;
// Each run as a new server pays it: the media rendered in a child process (nothing cached between runs).
const timings: number[] = [];
for (let i = 0; i < runs; i++) {
  const test = await openTestDatabase();
  const result = await seedPortalDemo({ db: test.db, store: test.store });
  timings.push(result.elapsedMs);
  await test.close();
}
console.log(`demo seed (SQLite), ${runs} fresh databases: ${timings.map((ms) => `${Math.round(ms)} ms`).join(', ')}`);
