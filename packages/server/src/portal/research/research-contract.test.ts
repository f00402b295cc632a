import * as api from '@edu/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyBreaches, XSS_PAYLOADS } from '../../testing/rich-text-policy-breaches';
import { type PortalTestServer, startPortalTestServer } from '../../testing/start-portal-test-server';

/** Payloads per stored body: the whole corpus in a few writes. */
const PAYLOADS_PER_BODY = 60;

type Item = { id: string; content: string };

/** The research section's writes and the collection calls, through @edu/api-client (contract). */
describe('research API (contract)', () => {
  let server: PortalTestServer;
  let anonymous: api.PortalClient;
  let teacher: api.PortalClient;
  let admin: api.PortalClient;

  beforeAll(async () => {
    server = await startPortalTestServer();
    const client = (token?: string) =>
      api.createPortalClient({ baseUrl: server.url, ...(token ? { getToken: () => token } : {}) });
    anonymous = client();
    teacher = client(await server.tokenFor('teacher'));
    admin = client(await server.tokenFor('lyyk-admin'));
  });
  afterAll(async () => {
    await server.close();
  });

  it('stores news bodies sanitised: no corpus payload keeps a tag, attribute or address the policy refuses', async () => {
    for (let start = 0; start < XSS_PAYLOADS.length; start += PAYLOADS_PER_BODY) {
      const content = XSS_PAYLOADS.slice(start, start + PAYLOADS_PER_BODY).join('\n');
      const created = (await api.createResearchNews(admin, { title: `XSS ${start}`, content })) as Item;
      expect(policyBreaches(created.content)).toEqual([]);
      const stored = (await api.getPublicResearchNewsDetails(anonymous, created.id)) as Item;
      expect(stored.content).toBe(created.content);
      await api.deleteResearchNews(admin, created.id);
    }
  });

  it('sanitises an activity body on create and on update, and keeps the allowed markup', async () => {
    const created = (await api.createResearchActivity(admin, {
      title: '小学语文整本书阅读研讨',
      content: '<p onclick="alert(1)">研讨<strong>要点</strong></p><script>alert(2)</script>',
      startDate: '2026-12-08',
      location: '叶县实验学校',
    })) as Item;
    expect(created.content).toBe('<p>研讨<strong>要点</strong></p>');
    const updated = (await api.updateResearchActivity(admin, created.id, {
      content: '<img src="javascript:alert(1)" alt="a"><a href="/lyyk">两研一刊</a><iframe src="/"></iframe>',
    })) as Item;
    expect(updated.content).toBe('<img alt="a" /><a href="/lyyk">两研一刊</a>');
    await api.deleteResearchActivity(admin, created.id);
  });

  it("updates an activity's day and place, keeping its video", async () => {
    const seeded = (await server.db
      .selectFrom('portal_content')
      .select('id')
      .where('kind', '=', 'research-activity')
      .orderBy('id')
      .executeTakeFirstOrThrow()) as { id: string };
    const before = await api.getPublicResearchActivityDetails(anonymous, seeded.id);
    await api.updateResearchActivity(admin, seeded.id, { startDate: '2026-12-20', location: '叶县第二初级中学' });
    const after = (await api.getPublicResearchActivityDetails(anonymous, seeded.id)) as Record<string, unknown>;
    expect(after).toMatchObject({
      startDate: '2026-12-20',
      location: '叶县第二初级中学',
      videoFileId: before.videoFileId,
    });
  });

  it.each([
    ['a script address as the cover', { title: '标题', cover: 'javascript:alert(1)' }],
    ['a protocol-relative cover', { title: '标题', cover: '//evil.example/a.png' }],
    ['a title over the limit', { title: '题'.repeat(api.RESEARCH_ITEM_MAX_CHARS.title + 1) }],
    ['a blank title', { title: '   ' }],
  ])('refuses %s with 400', async (_name, body) => {
    await expect(api.createResearchNews(admin, body)).rejects.toMatchObject({ status: 400 });
  });

  it('refuses the writes to a teacher (403)', async () => {
    await expect(api.createResearchNews(teacher, { title: '教师不能发布' })).rejects.toMatchObject({ status: 403 });
  });

  it("lists the user's collections and says whether an item is collected", async () => {
    const activity = (await server.db
      .selectFrom('portal_content')
      .select(['id', 'title'])
      .where('kind', '=', 'research-activity')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()) as { id: string; title: string };
    expect(await api.getResearchCollection(teacher, activity.id)).toMatchObject({ collected: false, id: null });
    const collected = (await api.createResearchInteraction(teacher, {
      targetId: activity.id,
      targetType: 'activity',
    })) as { id: string };
    expect(await api.getResearchCollection(teacher, activity.id)).toMatchObject({
      collected: true,
      id: collected.id,
    });
    const page = (await api.getResearchCollectionPage(teacher, { pageNum: 1, pageSize: 10 })) as {
      list: { targetId: string; targetType: string; target: { title: string } | null }[];
    };
    expect(page.list[0]).toMatchObject({
      targetId: activity.id,
      targetType: 'activity',
      target: { title: activity.title },
    });
    await api.deleteResearchInteraction(teacher, activity.id);
    expect(await api.getResearchCollection(teacher, activity.id)).toMatchObject({ collected: false });
    await expect(api.getResearchCollectionPage(anonymous)).rejects.toMatchObject({ status: 401 });
  });
});
