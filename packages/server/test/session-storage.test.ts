import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVideoJobStore } from '../src/ai/media/video-job-store';
import { setAccountDisabled } from '../src/auth/account-state';
import { createLoginGuard } from '../src/auth/login-guard';
import { createRevokedTokenStore } from '../src/auth/revoked-token-store';
import { createSessionLedger } from '../src/auth/session-ledger';
import { createTokenService } from '../src/auth/token-service';
import { LOGIN_MAX_FAILURES } from '../src/constants';
import { openDatabase } from '../src/db/open-database';
import { createOncePerWindow } from '../src/http/once-per-window';
import { createRateLimit } from '../src/http/rate-limit';
import { createWriteLimits, WRITE_KINDS, type WriteLimitSettings } from '../src/http/write-limits';
import { startTestPostgres, type TestPostgres } from './postgres';

// The session model's storage on both engines: the lockout's atomic count under parallel attempts, the
// video quota and the rate limits under bursts, the revocation deny list, and a new migration applied to a
// database that already ran the portal's.

let postgres: TestPostgres;
const folders: string[] = [];
beforeAll(async () => {
  postgres = await startTestPostgres();
});
afterAll(async () => {
  await postgres?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const engines = {
  sqlite: async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'edu-session-'));
    folders.push(dataDir);
    return { databaseUrl: undefined, dataDir, sqliteJournalMode: 'wal' as const, demoData: true };
  },
  postgres: async () => ({
    databaseUrl: await postgres.createDatabase(),
    dataDir: '/tmp',
    sqliteJournalMode: 'wal' as const,
    demoData: true,
  }),
};

describe.each(Object.entries(engines))('session storage on %s', (engine, settings) => {
  let config: Awaited<ReturnType<typeof settings>>;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    config = await settings();
    database = await openDatabase(config);
  });
  afterAll(async () => {
    await database?.close();
  });

  it(`counts 30 parallel wrong passwords atomically: ${LOGIN_MAX_FAILURES - 1} refusals, the rest locked`, async () => {
    const guard = createLoginGuard(database.db, { maxAddressFailuresPerHour: 1_000 });
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        guard.attempt({ username: 'teacher', password: `guess-${index}`, address: `203.0.113.${index}` }),
      ),
    );
    const reasons = outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.reason));
    expect(reasons.filter((reason) => reason === 'invalid')).toHaveLength(LOGIN_MAX_FAILURES - 1);
    expect(reasons.filter((reason) => reason === 'locked')).toHaveLength(30 - (LOGIN_MAX_FAILURES - 1));
    const right = await guard.attempt({ username: 'teacher', password: 'demo1234', address: '203.0.113.99' });
    expect(right).toMatchObject({ ok: false, reason: 'locked' });
  });

  it('lets the right password in after fewer failures and starts the count again', async () => {
    const guard = createLoginGuard(database.db, { maxAddressFailuresPerHour: 1_000 });
    const attempt = (password: string) => guard.attempt({ username: 'student', password, address: '198.51.100.1' });
    for (let index = 0; index < LOGIN_MAX_FAILURES - 1; index++) expect((await attempt('wrong')).ok).toBe(false);
    expect((await attempt('demo1234')).ok).toBe(true);
    for (let index = 0; index < LOGIN_MAX_FAILURES - 1; index++) {
      expect(await attempt('wrong')).toMatchObject({ reason: 'invalid' });
    }
  });

  it('grants a burst of 8 parallel video starts exactly a quota of 3, and takes back a failed start', async () => {
    const jobs = createVideoJobStore(database.db);
    const now = new Date('2026-11-20T08:00:00Z');
    const granted = await Promise.all(Array.from({ length: 8 }, () => jobs.reserve('10002', now, 3)));
    expect(granted.filter((used) => used !== undefined).sort()).toEqual([1, 2, 3]);
    expect(await jobs.countToday('10002', now)).toBe(3);
    await jobs.release('10002', now);
    expect(await jobs.reserve('10002', now, 3)).toBe(3);
    expect(await jobs.reserve('10002', new Date('2026-11-21T00:00:01Z'), 3)).toBe(1);
  });

  it('lets a burst through a rate limit exactly up to the limit, then says when to retry', async () => {
    let now = 1_000_000;
    const limit = createRateLimit(database.db, { name: 'test-burst', limit: 3, now: () => now });
    const decisions = await Promise.all(Array.from({ length: 8 }, () => limit.take('10003')));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3);
    expect(decisions.find((decision) => !decision.allowed)).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    expect((await limit.take('10004')).allowed).toBe(true);
    now += 60_000;
    expect((await limit.take('10003')).allowed).toBe(true);
  });

  it('agrees on one first view of a burst, per key and window', async () => {
    let now = 5_000_000;
    const views = createOncePerWindow(database.db, { name: 'test-view', windowMs: 60_000, now: () => now });
    const firsts = await Promise.all(Array.from({ length: 12 }, () => views.first('user:10001:content:7')));
    expect(firsts.filter(Boolean)).toHaveLength(1);
    expect(await views.first('user:10002:content:7')).toBe(true);
    expect(await views.first('user:10001:content:8')).toBe(true);
    now += 60_000;
    expect(await views.first('user:10001:content:7')).toBe(true);
  });

  it(`counts a user's writes across copies ${engine === 'postgres' ? 'together (one count in the database)' : 'per copy (memory)'}`, async () => {
    const settings = Object.fromEntries(
      Object.keys(WRITE_KINDS).map((kind) => [kind, 4]),
    ) as unknown as WriteLimitSettings;
    // Two server copies on one database, each with its own limits object.
    const copies = [createWriteLimits(database.db, settings), createWriteLimits(database.db, settings)];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) => copies[index % 2]?.take('comment', 'copies-10001')),
    );
    const accepted = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    // PostgreSQL: the limit holds across copies; SQLite serves one copy, each counting its own.
    expect(accepted).toBe(engine === 'postgres' ? 4 : 8);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({ status: 429 });
  });

  it('keeps revoked token ids until they expire, once each, and drops expired ones', async () => {
    let now = new Date('2026-11-20T08:00:00Z');
    const store = createRevokedTokenStore(database.db, () => now);
    await store.revoke('token-a', new Date('2026-11-20T09:00:00Z'));
    await store.revoke('token-a', new Date('2026-11-20T09:00:00Z'));
    await store.revoke('token-b', new Date('2026-11-20T08:30:00Z'));
    const refused = (tokenId: string) => store.isRevoked(tokenId, '10001');
    expect([await refused('token-a'), await refused('token-b'), await refused('c')]).toEqual([true, true, false]);
    now = new Date('2026-11-20T08:45:00Z');
    await store.revoke('token-c', new Date('2026-11-20T10:00:00Z'));
    const ids = await database.db.selectFrom('revoked_tokens').select('token_id').orderBy('token_id').execute();
    expect(ids.map((row) => row.token_id)).toEqual(['token-a', 'token-c']);
  });

  it('ends every session of a user at once, and refuses every token of a disabled account until it is enabled', async () => {
    const sessions = createSessionLedger(database.db);
    const tokens = createTokenService({
      secret: 's'.repeat(40),
      ttlSeconds: 3_600,
      uidClaim: 'uid',
      revocations: createRevokedTokenStore(database.db),
      sessions,
    });
    const [teacherA, teacherB, student] = await Promise.all([
      tokens.issueSession('10001'),
      tokens.issueSession('10001', { method: 'provider', providerSubject: 'sub-1', providerSession: 'sid-1' }),
      tokens.issue('10002'),
    ]);
    if (!teacherA || !teacherB) throw new Error('two sessions');
    expect(await sessions.usersOf({ session: 'sid-1' })).toEqual(['10001']);
    expect(await sessions.usersOf({ subject: 'sub-1', session: 'sid-2' })).toEqual([]);
    expect(await sessions.endAllOf('10001')).toBe(2);
    expect(await sessions.endAllOf('10001')).toBe(0);
    expect(await tokens.verify(teacherA.token)).toBeUndefined();
    expect(await tokens.verify(teacherB.token)).toBeUndefined();
    expect(await tokens.verify(student)).toMatchObject({ uid: '10002', method: 'password' });

    const deps = { db: database.db, sessions };
    expect(await setAccountDisabled(deps, '10002', true)).toBe(true);
    expect(await tokens.verify(student)).toBeUndefined();
    expect(await tokens.verify(await tokens.issue('10002'))).toBeUndefined();
    expect(await setAccountDisabled(deps, '10002', false)).toBe(true);
    expect(await tokens.verify(await tokens.issue('10002'))).toMatchObject({ uid: '10002' });
    // The sessions the account had when it was disabled stay ended.
    expect(await tokens.verify(student)).toBeUndefined();
    expect(await setAccountDisabled(deps, 'no-such-user', true)).toBe(false);
  });

  it('applies a pending migration that sorts before one the database already ran', async () => {
    await database.close();
    const reopenedBefore = await openDatabase(config);
    await reopenedBefore.db.schema.dropTable('revoked_tokens').execute();
    await sql`delete from kysely_migration where name = '0002-revoked-tokens'`.execute(reopenedBefore.db);
    await reopenedBefore.close();
    database = await openDatabase(config);
    expect(await createRevokedTokenStore(database.db).isRevoked('x', '10001')).toBe(false);
  });
});

describe('rate limits on PostgreSQL', () => {
  it('hold across server copies: two limiters on one database share one count, and a refund gives one back', async () => {
    const database = await openDatabase(await engines.postgres());
    try {
      const [first, second] = [1, 2].map(() =>
        createRateLimit(database.db, { name: 'chat', limit: 4, now: () => 5_000_000 }),
      );
      if (!first || !second) throw new Error('two limiters');
      const decisions = await Promise.all(
        Array.from({ length: 10 }, (_, index) => (index % 2 === 0 ? first : second).take('10001')),
      );
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(4);
      await second.refund('10001');
      await second.refund('10001');
      expect((await first.take('10001')).allowed).toBe(false);
      await database.db.updateTable('rate_limit_windows').set({ count: 3 }).execute();
      expect((await first.take('10001')).allowed).toBe(true);
    } finally {
      await database.close();
    }
  });
});
