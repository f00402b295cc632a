import * as api from '@edu/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../test/postgres';
import { type PortalTestServer, startPortalTestServer } from '../testing/start-portal-test-server';
import { loadPortalGuideDocuments } from './portal-guide-documents';

// The same migrations, seed and queries on PostgreSQL (test/postgres.ts starts a throw-away PostgreSQL).
describe('portal API on PostgreSQL', () => {
  let postgres: TestPostgres;
  let server: PortalTestServer;
  let anonymous: api.PortalClient;
  let teacher: api.PortalClient;

  beforeAll(async () => {
    postgres = await startTestPostgres();
    server = await startPortalTestServer({ databaseUrl: await postgres.createDatabase() });
    anonymous = api.createPortalClient({ baseUrl: server.url });
    const token = await server.tokenFor('teacher');
    teacher = api.createPortalClient({ baseUrl: server.url, getToken: () => token });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await postgres?.stop();
  });

  it('lists, filters, sorts and pages', async () => {
    const page = (await api.getNewestResources(anonymous, { pageSize: 20, keyword: '年级', sort: 'views' })) as {
      total: number;
      list: { viewCount: number }[];
    };
    expect(page.total).toBeGreaterThan(20);
    expect(page.list).toHaveLength(20);
    const views = page.list.map((r) => r.viewCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const towns = (await api.getTownRanking(anonymous)) as { resourceCount: number }[];
    expect(towns[0]?.resourceCount).toBeGreaterThan(0);
    const map = (await api.getEducationMap(anonymous)) as { schoolCount: number }[];
    expect(map.reduce((sum, town) => sum + town.schoolCount, 0)).toBeGreaterThanOrEqual(20);
  });

  it('counts unread messages and marks them read', async () => {
    const before = await api.getUnreadCount(teacher, '10001');
    const page = (await api.getMessagePage(teacher, { isRead: '0' })) as { list: { id: string }[] };
    await api.markMessageRead(teacher, { id: page.list[0]?.id });
    expect(await api.getUnreadCount(teacher, '10001')).toBe(before - 1);
  });

  it('adds and deletes a comment with a reply', async () => {
    const albums = (await api.getPracticeAlbumPage(anonymous)) as { list: { id: string }[] };
    const albumId = albums.list[0]?.id ?? '';
    const comment = (await api.addPracticeComment(teacher, { targetId: albumId, content: '很棒的活动' })) as {
      id: string;
    };
    await api.addPracticeComment(teacher, { targetId: albumId, content: '回复一下', parentId: comment.id });
    await api.deletePracticeComment(teacher, comment.id);
    const rows = await server.db
      .selectFrom('portal_comments')
      .select('id')
      .where('parent_id', '=', comment.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('feeds the offline guide with seeded articles and news', async () => {
    const documents = await loadPortalGuideDocuments(server.db);
    expect(documents.length).toBeGreaterThan(50);
    expect(documents.some((d) => d.path.startsWith('/detial/'))).toBe(true);
    expect(documents.some((d) => d.path.startsWith('/lyyk/article/'))).toBe(true);
  });
});
