import * as api from '@edu/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalTestServer, startPortalTestServer } from '../../testing/start-portal-test-server';

/** The three-classroom calls (three-class-admin/front/classes/info/*) through @edu/api-client. */
describe('three-classroom calls through @edu/api-client (contract)', () => {
  let server: PortalTestServer;
  let anonymous: api.PortalClient;

  beforeAll(async () => {
    server = await startPortalTestServer();
    anonymous = api.createPortalClient({ baseUrl: server.url });
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists the three kinds and their programmes, filtered by kind, phase and subject', async () => {
    const types = await api.getThreeClassTypes(anonymous);
    expect(types.map((type) => type.name)).toEqual(['专递课堂', '名师课堂', '名校网络课堂']);
    for (const type of types) {
      const page = await api.getThreeClassPage(anonymous, { type: type.id });
      expect(page.total).toBe(4);
      expect(page.list.every((programme) => programme.typeName === type.name)).toBe(true);
    }
    const primary = await api.getThreeClassPage(anonymous, { phaseId: '2', pageSize: 50 });
    expect(primary.list.every((programme) => programme.phaseId === '2')).toBe(true);
  });

  it('answers a programme with its teacher and its lessons in order, each with its recording', async () => {
    const programme = (await api.getThreeClassPage(anonymous)).list[0];
    const details = await api.getThreeClassDetails(anonymous, String(programme?.id));
    expect(details).toMatchObject({ id: programme?.id, title: programme?.title, schedule: expect.any(String) });
    expect(details.teacher).toMatchObject({ name: programme?.creatorName, schoolName: expect.any(String) });
    expect(details.lessons.map((lesson) => lesson.title.slice(0, 3))).toEqual(['第1课', '第2课', '第3课', '第4课']);
    const dates = details.lessons.map((lesson) => lesson.lessonDate);
    expect([...dates].sort()).toEqual(dates);
    for (const lesson of details.lessons) {
      expect(lesson.files).toHaveLength(1);
      expect(lesson.files[0]?.fileExt).toBe('mp4');
      expect((await fetch(`${server.url}${lesson.files[0]?.fileUrl}`)).status).toBe(200);
    }
  });

  it('answers 404 for an id that is not a programme', async () => {
    const article = (await api.getPracticeInfoPage(anonymous)).list[0];
    await expect(api.getThreeClassDetails(anonymous, String(article?.id))).rejects.toMatchObject({ status: 404 });
  });
});
