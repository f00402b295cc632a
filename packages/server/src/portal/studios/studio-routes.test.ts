import * as api from '@edu/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalTestServer, startPortalTestServer } from '../../testing/start-portal-test-server';

type Member = { uid: string; name: string; memberRole: string; roleName: string; schoolName: string };
type File = { id: string; fileName: string; fileExt: string; fileUrl: string };

/** The studio calls (portal/v1/studio/*) through @edu/api-client: what the studio pages and the admin read and write. */
describe('studio calls through @edu/api-client (contract)', () => {
  let server: PortalTestServer;
  let visitor: api.PortalClient;
  let owner: api.PortalClient;
  let teacher: api.PortalClient;
  let ownStudioId = '';
  const clientOf = async (username: string) => {
    const token = await server.tokenFor(username);
    return api.createPortalClient({ baseUrl: server.url, getToken: () => token });
  };

  beforeAll(async () => {
    server = await startPortalTestServer();
    visitor = api.createPortalClient({ baseUrl: server.url });
    owner = await clientOf('studio-owner');
    teacher = await clientOf('teacher');
    const studios = await api.getStudioPage(visitor, { keyword: '陈淑芬' });
    ownStudioId = String(studios.list[0]?.id);
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists the three kinds of studio, three each, with the members they really have', async () => {
    const types = (await api.getStudioTypes(visitor)) as { id: string; name: string }[];
    expect(types.map((type) => type.name)).toEqual(['名师工作室', '名校长工作室', '名班主任工作室']);
    for (const type of types) {
      const page = await api.getStudioPage(visitor, { type: type.id });
      expect(page.total).toBe(3);
      for (const studio of page.list) {
        expect(studio.typeName).toBe(type.name);
        const members = (await api.getStudioMembers(visitor, studio.id)) as Member[];
        expect(studio.memberCount).toBe(members.length);
      }
    }
  });

  it('answers a studio with its host and members by name and role, and its counts', async () => {
    const details = await api.getStudioDetails(visitor, ownStudioId);
    expect(details.host).toMatchObject({
      uid: '10004',
      name: '陈淑芬',
      roleName: '主持人',
      schoolName: '叶县实验学校',
    });
    expect(details.members.length).toBeGreaterThanOrEqual(5);
    expect(details.members.every((member) => member.name.length >= 2 && member.roleName.length >= 2)).toBe(true);
    expect(details.members.map((member) => member.roleName).slice(0, 2)).toEqual(['主持人', '助理']);
    expect(details.content).toContain(`现有成员${details.members.length}人`);
    expect(details.counts).toMatchObject({ news: 2, files: 3, ykbk: 2, gkyk: 2, jyyj: 2 });
  });

  it("counts a visitor's view of a studio and its news once a window, not its members' own (the admin shows them)", async () => {
    const views = async (client: api.PortalClient) => (await api.getStudioDetails(client, ownStudioId)).viewCount;
    const first = await views(visitor);
    expect(await views(visitor)).toBe(first);
    expect(await views(owner)).toBe(first);
    expect(await views(teacher)).toBe(first + 1);
    expect(await views(teacher)).toBe(first + 1);
    const newsId = (await api.getStudioNewsPage(visitor, ownStudioId)).list[0]?.id ?? '';
    const newsViews = async (client: api.PortalClient) => (await api.getStudioNewsDetails(client, newsId)).viewCount;
    const seen = await newsViews(owner);
    expect(await newsViews(visitor)).toBe(seen + 1);
    expect(await newsViews(owner)).toBe(seen + 1);
  });

  it('answers news by id, the work items of each kind with their files, and the schools', async () => {
    const news = await api.getStudioNewsPage(visitor, ownStudioId);
    const one = await api.getStudioNewsDetails(visitor, String(news.list[0]?.id));
    expect(one).toMatchObject({ title: news.list[0]?.title, studio: { id: ownStudioId } });
    expect(one.content).toMatch(/^<p>/);
    const expectedExt = { ykbk: 'docx', gkyk: 'mp4', jyyj: 'pdf' } as const;
    for (const kind of ['ykbk', 'gkyk', 'jyyj'] as const) {
      const items = await api.getStudioItemPage(visitor, ownStudioId, { kind });
      expect(items.total).toBe(2);
      const item = await api.getStudioItemDetails(visitor, String(items.list[0]?.id));
      expect(item).toMatchObject({ kind, studio: { id: ownStudioId } });
      expect(item.files.map((file) => file.fileExt)).toEqual([expectedExt[kind]]);
      expect((await fetch(`${server.url}${item.files[0]?.fileUrl}`)).status).toBe(200);
    }
    const resources = await api.getStudioFilePage(visitor, ownStudioId);
    expect(resources.list.map((file) => file.fileExt).sort()).toEqual(['docx', 'docx', 'pptx']);
    const schools = await api.getStudioSchools(visitor, { pageSize: 50 });
    expect(schools.list.flatMap((school) => school.studios)).toHaveLength(9);
    expect(schools.list.find((school) => school.name === '叶县实验学校')?.studios.map((s) => s.id)).toContain(
      ownStudioId,
    );
    await expect(api.getStudioItemDetails(visitor, String(news.list[0]?.id))).rejects.toMatchObject({ status: 404 });
    await expect(api.getStudioItemPage(visitor, ownStudioId, { kind: 'xx' as 'ykbk' })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('lets a member write news, storing the body as the rich-text policy allows', async () => {
    const created = await api.createStudioNews(owner, ownStudioId, {
      title: '工作室开展同课异构活动',
      summary: '全体成员参加',
      content:
        '<p onclick="alert(1)">活动<strong>圆满</strong>结束<script>alert(1)</script></p><img src="javascript:x">',
    });
    expect(created.content).toBe('<p>活动<strong>圆满</strong>结束</p><img />');
    const updated = await api.updateStudioNews(owner, created.id, { title: '工作室开展同课异构研讨' });
    expect(updated).toMatchObject({ title: '工作室开展同课异构研讨', summary: '全体成员参加' });
    await expect(
      api.createStudioNews(owner, ownStudioId, { title: '远程封面', cover: 'https://example.com/x.png' }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(api.createStudioNews(owner, ownStudioId, { title: '  ' })).rejects.toMatchObject({ status: 400 });
    await expect(api.updateStudioNews(teacher, created.id, { title: '改' })).rejects.toMatchObject({ status: 403 });
    await api.deleteStudioNews(owner, created.id);
    await expect(api.getStudioNewsDetails(visitor, created.id)).rejects.toMatchObject({ status: 404 });
  });

  it('lets a member add a teacher, keeps the host, and refuses a non-member', async () => {
    const candidates = (await api.getStudioMemberCandidates(owner, ownStudioId)) as Member[];
    const members = (await api.getStudioMembers(visitor, ownStudioId)) as Member[];
    const newcomer = candidates[0];
    expect(newcomer?.name).toBeTruthy();
    expect(members.map((member) => member.uid)).not.toContain(newcomer?.uid);
    const after = (await api.addStudioMember(owner, ownStudioId, { uid: String(newcomer?.uid) })) as Member[];
    expect(after.find((member) => member.uid === newcomer?.uid)).toMatchObject({ roleName: '成员' });
    await expect(api.addStudioMember(owner, ownStudioId, { uid: String(newcomer?.uid) })).rejects.toMatchObject({
      status: 400,
    });
    await expect(api.deleteStudioMember(owner, ownStudioId, '10004')).rejects.toMatchObject({ status: 400 });
    await expect(api.getStudioMemberCandidates(teacher, ownStudioId)).rejects.toMatchObject({ status: 403 });
    const back = (await api.deleteStudioMember(owner, ownStudioId, String(newcomer?.uid))) as Member[];
    expect(back).toHaveLength(members.length);
  });

  it("publishes a member's own upload as a resource, refuses another's, and deletes it", async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 studio resource');
    const upload = await api.uploadFile(
      owner,
      new globalThis.File([bytes], '课例研究.pdf', { type: 'application/pdf' }),
    );
    await expect(
      api.addStudioFiles(teacher, ownStudioId, { files: [{ fileName: '课例研究.pdf', path: upload.transcodePath }] }),
    ).rejects.toMatchObject({ status: 403 });
    const [file] = (await api.addStudioFiles(owner, ownStudioId, {
      files: [{ fileName: '课例研究.pdf', path: upload.transcodePath }],
    })) as File[];
    expect(file).toMatchObject({ fileName: '课例研究.pdf', fileExt: 'pdf' });
    expect((await api.getStudioFilePage(visitor, ownStudioId)).total).toBe(4);
    await api.deleteStudioFile(owner, String(file?.id));
    expect((await api.getStudioFilePage(visitor, ownStudioId)).total).toBe(3);
    const teacherUpload = await api.uploadFile(
      teacher,
      new globalThis.File([bytes], '别人的.pdf', { type: 'application/pdf' }),
    );
    await expect(
      api.addStudioFiles(owner, ownStudioId, {
        files: [{ fileName: '别人的.pdf', path: teacherUpload.transcodePath }],
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
