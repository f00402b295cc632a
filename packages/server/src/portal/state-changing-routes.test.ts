import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginGuard } from '../auth/login-guard';
import { createRevokedTokenStore } from '../auth/revoked-token-store';
import { createTokenService } from '../auth/token-service';
import { renderDemoMediaHere } from '../demo/render-demo-media';
import { seedPortalDemo } from '../demo/seed-portal-demo';
import { registeredRoutes } from '../http/portal-router-kit';
import { createWriteLimits } from '../http/write-limits';
import { openTestDatabase, type TestDatabase } from '../testing/open-test-database';
import { createPortalRoutes } from './create-portal-routes';

// The CSRF rule (CONTRACTS 1.4) treats every POST and the GET routes marked CHANGES_STATE as writes. This
// test enumerates the registered routes: the marked list is the one below (a new state-changing GET must be
// marked, and appear here), each marked GET refuses a cross-site cookie, and every GET *not* marked is
// called with real ids of every kind and must change nothing in the database.

const STATE_CHANGING_GETS = [
  '/access-message/message/v1/web/portal/read',
  '/api/edu/uc/eduUserExt/updateExpirTime',
  '/portal/research/v1/activities/video/:id',
  '/practice/v1/portal/album/:id',
  '/practice/v1/portal/info/:id',
  '/practice/v1/portal/video/:id',
  '/practice/v1/practiceComment/:id/del',
];

// The detail reads that count a view (COUNTS_VIEW): they answer anyone, and count only a write the
// cookie-write rule allows, once per viewer and item per window.
const VIEW_COUNTING_GETS = [
  '/client/v1/article/getArticleInfoById',
  '/course-delay/v1/magazine/item/detail/:id',
  '/portal/client/research/v1/activities/:id/details',
  '/portal/client/research/v1/news/:id/details',
  '/portal/research/v1/activities/:id/details',
  '/portal/v1/client/news/evaluate/reform/detail',
  '/portal/v1/client/v1/article/getArticleInfoById',
  '/portal/v1/studio/:id/details',
  '/portal/v1/studio/items/:id/details',
  '/portal/v1/studio/news/:id/details',
];

let test: TestDatabase;
let app: ReturnType<typeof createPortalRoutes>;
let cookie: string;
let bearer: string;

beforeAll(async () => {
  test = await openTestDatabase();
  await seedPortalDemo({ db: test.db, store: test.store, renderMedia: renderDemoMediaHere });
  const tokens = createTokenService({
    secret: 's'.repeat(40),
    ttlSeconds: 3_600,
    uidClaim: 'uid',
    revocations: createRevokedTokenStore(test.db),
  });
  app = createPortalRoutes({
    db: test.db,
    tokens,
    store: test.store,
    storage: {
      mode: 'local',
      secret: 'test-storage-secret',
      region: 'us-east-1',
      accessKeyId: 'edu-local',
      bucket: 'resource',
      maxUploadBytes: 1024,
      quotaBytesPerUser: 4096,
    },
    loginGuard: createLoginGuard(test.db, { maxAddressFailuresPerHour: 100 }),
    session: { secure: false, maxAgeSeconds: 3_600 },
    clientAddress: () => '203.0.113.1',
    limits: {
      bodyLimitBytes: 65_536,
      viewLogPerMinute: 100_000,
      viewCountWindowMs: 3_600_000,
      officePreview: {
        maxInflatedBytes: 1_048_576,
        maxTextChars: 100_000,
        maxMs: 3_000,
        maxConcurrent: 2,
        maxQueued: 8,
        cacheEntries: 0,
        cacheBytes: 0,
      },
      consoleImportMaxRows: 100,
      consoleExportMaxRows: 100,
    },
    sessions: { endAllOf: async () => 0 },
    usage: { active: async () => undefined },
    writeLimits: createWriteLimits(test.db, {
      comment: 1_000,
      viewLog: 1_000,
      collection: 1_000,
      feedback: 1_000,
      researchInteraction: 1_000,
      messageRead: 1_000,
      upload: 1_000,
      conversation: 1_000,
      edit: 1_000,
    }),
    publicOrigin: undefined,
  });
  // The research administrator reaches the most routes.
  const token = await tokens.issue('10003');
  cookie = `edu_token=${token}`;
  bearer = `Bearer ${token}`;
}, 60_000);
afterAll(async () => {
  await test?.close();
});

/** Row counts and every counter a request could move: cheap enough to take around each route. */
async function fingerprint(): Promise<string> {
  const tables = [
    'users',
    'conversations',
    'revoked_tokens',
    'portal_class_members',
    'portal_profiles',
    'portal_content',
    'portal_files',
    'portal_comments',
    'portal_messages',
    'portal_app_collections',
    'portal_collections',
    'portal_evaluations',
    'portal_file_views',
    'portal_login_attempts',
    'portal_uploads',
  ];
  const counts = await Promise.all(
    tables.map((table) => sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(test.db)),
  );
  const counters = await sql`select
      (select sum(view_count) from portal_content) as content_views,
      (select sum(view_count) from portal_files) as file_views,
      (select sum(download_count) from portal_files) as downloads,
      (select sum(is_read) from portal_messages) as read_messages,
      (select max(pwd_expire_at) from portal_profiles) as expiry,
      (select max(updated_at) from conversations) as conversation_update`.execute(test.db);
  return JSON.stringify({ counts: counts.map((result) => result.rows[0]?.n), counters: counters.rows });
}

/** An id of every kind of record, so a read route is called with ids it knows. */
async function candidateIds(): Promise<string[]> {
  const content = await sql<{ id: string }>`select min(id) as id from portal_content group by kind`.execute(test.db);
  const files = await sql<{ id: string }>`select min(id) as id from portal_files group by category`.execute(test.db);
  const others = await Promise.all([
    test.db.selectFrom('portal_messages').select('id').where('uid', '=', '10003').executeTakeFirst(),
    test.db.selectFrom('portal_classes').select('id').executeTakeFirst(),
    test.db.selectFrom('portal_comments').select('id').executeTakeFirst(),
    test.db.selectFrom('portal_schools').select('id').executeTakeFirst(),
  ]);
  return [
    ...content.rows.map((row) => row.id),
    ...files.rows.map((row) => row.id),
    ...others.flatMap((row) => (row ? [row.id] : [])),
  ];
}

describe('state-changing GET routes', () => {
  it('are exactly the marked list, and every POST is a write', () => {
    const routes = registeredRoutes(app);
    const marked = routes.filter((route) => route.method === 'GET' && route.access === 'writes').map((r) => r.path);
    expect([...new Set(marked)].sort()).toEqual(STATE_CHANGING_GETS);
    expect(routes.filter((route) => route.method === 'POST' && route.access !== 'writes')).toEqual([]);
  });

  it.each(STATE_CHANGING_GETS)(
    '%s refuses the cookie on a cross-site request (403) and accepts Bearer',
    async (path) => {
      const url = `${path.replace(':id', '1')}`;
      const before = await fingerprint();
      const refused = await app.request(`http://edu.example${url}`, {
        headers: { cookie, 'sec-fetch-site': 'cross-site' },
      });
      expect(refused.status).toBe(403);
      expect(await fingerprint()).toBe(before);
      const withBearer = await app.request(`http://edu.example${url}`, {
        headers: { authorization: bearer, 'sec-fetch-site': 'cross-site' },
      });
      expect(withBearer.status).not.toBe(403);
    },
  );

  it('the view-counting reads are exactly the marked list', () => {
    const routes = registeredRoutes(app);
    const counting = routes.filter((route) => route.access === 'counts').map((route) => route.path);
    expect([...new Set(counting)].sort()).toEqual(VIEW_COUNTING_GETS);
  });

  it('a view-counting read answers a cross-site cookie or a picture and counts nothing', {
    timeout: 60_000,
  }, async () => {
    const ids = await candidateIds();
    for (const path of VIEW_COUNTING_GETS) {
      const urls = path.includes(':')
        ? ids.map((id) => path.replace(':id', encodeURIComponent(id)))
        : ids.map((id) => `${path}?id=${encodeURIComponent(id)}`);
      let answered = 0;
      for (const headers of [
        { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
        { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors' },
      ]) {
        const before = await fingerprint();
        for (const url of urls) {
          const response = await app.request(`http://edu.example${url}`, { headers: { cookie, ...headers } });
          if (response.status === 200) answered += 1;
          await response.arrayBuffer();
        }
        expect(await fingerprint(), path).toBe(before);
      }
      expect(answered, path).toBeGreaterThan(0);
    }
  });

  it('a view-counting read from our own script counts the view once per window', async () => {
    const article = await test.db
      .selectFrom('portal_content')
      .select(['id', 'view_count'])
      .where('kind', '=', 'article')
      .executeTakeFirstOrThrow();
    const read = () =>
      app.request(`http://edu.example/portal/v1/client/v1/article/getArticleInfoById?id=${article.id}`, {
        headers: { cookie, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
      });
    const views: number[] = [];
    for (let index = 0; index < 3; index++) {
      views.push(((await (await read()).json()) as { data: { viewCount: number } }).data.viewCount);
    }
    expect(views).toEqual([article.view_count + 1, article.view_count + 1, article.view_count + 1]);
  });

  it('every other GET changes nothing, called with real ids of every kind', { timeout: 120_000 }, async () => {
    const ids = await candidateIds();
    const reads = registeredRoutes(app).filter((route) => route.method === 'GET' && route.access === 'reads');
    expect(reads.length).toBeGreaterThan(100);
    const answered = new Set<string>();
    for (const route of reads) {
      const before = await fingerprint();
      const urls = route.path.includes(':')
        ? ids.map((id) => route.path.replace(/:[A-Za-z]+/g, encodeURIComponent(id)))
        : [route.path, ...ids.map((id) => `${route.path}?id=${encodeURIComponent(id)}`)];
      for (const url of urls) {
        const response = await app.request(`http://edu.example${url.replace('*', 'x')}`, {
          headers: { cookie, 'sec-fetch-site': 'same-origin' },
        });
        expect(response.status, url).toBeLessThan(500);
        if (response.status === 200) answered.add(route.path);
        await response.arrayBuffer();
      }
      expect(await fingerprint(), route.path).toBe(before);
    }
    // The calls reached the handlers (not only validation): most read routes answered with data.
    expect(answered.size).toBeGreaterThan(reads.length * 0.8);
  });
});
