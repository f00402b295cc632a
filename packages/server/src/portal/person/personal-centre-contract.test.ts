import * as api from '@edu/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalTestServer, startPortalTestServer } from '../../testing/start-portal-test-server';

/** The personal centre's calls (joinable classes, saving subjects) through @edu/api-client. */
describe('personal-centre calls through @edu/api-client (contract)', () => {
  let server: PortalTestServer;
  const clientOf = async (username?: string) =>
    api.createPortalClient({
      baseUrl: server.url,
      ...(username ? { getToken: await server.tokenFor(username).then((token) => () => token) } : {}),
    });

  beforeAll(async () => {
    server = await startPortalTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("lists the classes of the user's school, marking the ones they are in", async () => {
    const student = await clientOf('student');
    const classes = await api.getJoinableClasses(student);
    expect(classes.length).toBe(2);
    expect(new Set(classes.map((cls) => cls.schoolName))).toEqual(new Set(['叶县第二初级中学']));
    expect(classes.filter((cls) => cls.joined)).toHaveLength(1);
    expect(classes[0]).toMatchObject({ gradeName: expect.stringMatching(/年级$/), phaseName: '初中' });
  });

  it('joins a listed class and quits it again', async () => {
    const student = await clientOf('student');
    const open = (await api.getJoinableClasses(student)).find((cls) => !cls.joined);
    expect(open).toBeDefined();
    await api.addNewRelation(student, { classId: open?.id, relation: 'student' });
    const mine = (await api.getClasses(student)) as { id: string }[];
    expect(mine.map((cls) => cls.id)).toContain(open?.id);
    expect((await api.getJoinableClasses(student)).every((cls) => cls.joined)).toBe(true);
    await api.quitClass(student, String(open?.id));
    expect((await api.getJoinableClasses(student)).find((cls) => cls.id === open?.id)?.joined).toBe(false);
  });

  it('refuses to join a class of another school with 403, and the user is not added', async () => {
    const student = await clientOf('student');
    const { schoolId } = (await api.getUserInfo(student)) as { schoolId: string };
    const other = await server.db
      .selectFrom('portal_classes')
      .select('id')
      .where('school_id', '!=', schoolId)
      .executeTakeFirstOrThrow();
    await expect(api.addNewRelation(student, { classId: other.id, relation: 'student' })).rejects.toMatchObject({
      status: 403,
    });
    const mine = (await api.getClasses(student)) as { id: string }[];
    expect(mine.map((cls) => cls.id)).not.toContain(other.id);
  });

  it('lists no classes for a user without a school, and refuses a visitor', async () => {
    expect(await api.getJoinableClasses(await clientOf('admin'))).toEqual([]);
    await expect(api.getJoinableClasses(await clientOf())).rejects.toMatchObject({ status: 401 });
  });

  it('saves the subjects, which subject/client then marks selected', async () => {
    const teacher = await clientOf('teacher');
    await expect(api.saveSubjects(teacher, ['03', '11'])).resolves.toEqual({ subjectIds: ['03', '11'] });
    const subjects = (await api.getSubjects(teacher)) as { id: string; selected: boolean }[];
    expect(subjects.filter((subject) => subject.selected).map((subject) => subject.id)).toEqual(['03', '11']);
    const user = await api.getUserInfo(teacher);
    expect(user?.subjectIds).toEqual(['03', '11']);
  });

  it.each([
    [[], '请至少选择一个学科'],
    [['99'], '学科不存在'],
    [['01', '01'], '学科重复'],
  ])('refuses the subjects %j with 400 and keeps the saved ones', async (subjectIds, message) => {
    const student = await clientOf('student');
    await expect(api.saveSubjects(student, subjectIds)).rejects.toMatchObject({ status: 400 });
    const refusal = await fetch(`${server.url}/resource_api/portal/v1/subject/save`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await server.tokenFor('student')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ subjectIds }),
    });
    expect(await refusal.json()).toMatchObject({ code: 400, msg: expect.stringContaining(message) });
    const user = await api.getUserInfo(student);
    expect(user?.subjectIds).toEqual(['01', '02', '03']);
  });
});
