import * as api from '@edu/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalTestServer, startPortalTestServer } from '../../testing/start-portal-test-server';

/** The practice portal's detail calls and demo comments, through @edu/api-client against the demo seed. */
describe('practice detail calls through @edu/api-client (contract)', () => {
  let server: PortalTestServer;
  let anonymous: api.PortalClient;

  beforeAll(async () => {
    server = await startPortalTestServer();
    anonymous = api.createPortalClient({ baseUrl: server.url });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers a practice school with the counts of its articles, albums and videos', async () => {
    const schools = await api.getPracticeSchools(anonymous, { pageSize: 50 });
    for (const listed of schools.list) {
      const school = (await api.getPracticeSchoolDetails(anonymous, String(listed.id))) as Record<string, unknown>;
      expect(school).toMatchObject({ id: listed.id, schoolName: listed.schoolName, townName: expect.any(String) });
      const albums = await api.getPracticeAlbumPage(anonymous, { schoolId: String(listed.id) });
      expect(school.albumCount).toBe(albums.total);
      const videos = await api.getPracticeVideoPage(anonymous, { schoolId: String(listed.id) });
      expect(school.videoCount).toBe(videos.total);
    }
  });

  it('answers 404 for a school that is not a practice school, 400 for a malformed id', async () => {
    const other = await server.db
      .selectFrom('portal_schools')
      .select('id')
      .where('practice', '=', 0)
      .executeTakeFirst();
    await expect(api.getPracticeSchoolDetails(anonymous, String(other?.id))).rejects.toMatchObject({ status: 404 });
    await expect(api.getPracticeSchoolDetails(anonymous, 'x'.repeat(65))).rejects.toMatchObject({ status: 400 });
  });

  it("answers an activity with its body and dates, and 404 for an id that is not an activity's", async () => {
    const page = await api.getPracticeActivityPage(anonymous);
    expect(page.list[0]).not.toHaveProperty('content');
    const activity = (await api.getPracticeActivityDetails(anonymous, String(page.list[0]?.id))) as Record<
      string,
      unknown
    >;
    expect(activity).toMatchObject({
      title: page.list[0]?.title,
      content: expect.stringContaining('<p>活动时间：'),
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      status: expect.stringMatching(/^(ongoing|finished)$/),
    });
    const album = (await api.getPracticeAlbumPage(anonymous)).list[0];
    await expect(api.getPracticeActivityDetails(anonymous, String(album?.id))).rejects.toMatchObject({ status: 404 });
  });

  it('has demo comments, some with replies, on every album and video', async () => {
    const albums = (await api.getPracticeAlbumPage(anonymous, { pageSize: 50 })).list;
    const videos = (await api.getPracticeVideoPage(anonymous, { pageSize: 50 })).list;
    let replies = 0;
    for (const item of [...albums, ...videos]) {
      const comments = await api.getPracticeCommentPage(anonymous, { targetId: String(item.id) });
      expect(comments.total).toBeGreaterThanOrEqual(2);
      replies += comments.list.reduce((sum, comment) => sum + comment.children.length, 0);
    }
    expect(replies).toBeGreaterThan(0);
  });

  it('lets a signed-in user add a comment and a reply and delete their own, not anyone else’s', async () => {
    const teacher = api.createPortalClient({ baseUrl: server.url, getToken: await tokenOf('teacher') });
    const student = api.createPortalClient({ baseUrl: server.url, getToken: await tokenOf('student') });
    const video = (await api.getPracticeVideoPage(anonymous)).list[0];
    const targetId = String(video?.id);
    await expect(api.addPracticeComment(anonymous, { targetId, content: '你好' })).rejects.toMatchObject({
      status: 401,
    });
    const comment = await api.addPracticeComment(student, { targetId, content: '视频很清楚' });
    const reply = await api.addPracticeComment(teacher, { targetId, content: '谢谢', parentId: comment.id });
    const page = await api.getPracticeCommentPage(anonymous, { targetId });
    expect(page.list[0]).toMatchObject({ id: comment.id, children: [expect.objectContaining({ id: reply.id })] });
    await expect(api.deletePracticeComment(teacher, comment.id)).rejects.toMatchObject({ status: 403 });
    await api.deletePracticeComment(student, comment.id);
    const after = await api.getPracticeCommentPage(anonymous, { targetId });
    expect(after.list.map((c) => c.id)).not.toContain(comment.id);
  });

  const tokenOf = async (username: string) => {
    const token = await server.tokenFor(username);
    return () => token;
  };
});
