/**
 * Benchmark: how long the demo seed takes on a fresh SQLite database (target: under 10 s).
 * Run: node --conditions=source --import tsx scripts/bench-seed.ts
 */
import { seedPortalDemo } from '../src/demo/seed-portal-demo';
import { openTestDatabase } from '../src/testing/open-test-database';

const runs = 3;
// One process, several fresh databases.
const timings: number[] = [];
for (let i = 0; i < runs; i++) {
  const test = await openTestDatabase();
  const result = await seedPortalDemo({ db: test.db, store: test.store });
  timings.push(result.elapsedMs);
  await test.close();
}
// The first run is what a new server pays (media encoded from scratch); later runs in the same process
// reuse the encoded media, as the tests do.
const [cold = 0, ...warm] = timings;
console.log(
  `demo seed (SQLite): first run ${Math.round(cold)} ms; later runs ${warm.map((ms) => `${Math.round(ms)} ms`).join(', ')}`,
);
