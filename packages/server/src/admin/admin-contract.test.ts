import * as api from '@edu/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalTestServer, startPortalTestServer } from '../testing/start-portal-test-server';

/** The platform console's calls through @edu/api-client, as 刘振东 (admin), a teacher and a visitor. */
describe('the platform console through @edu/api-client (contract)', () => {
  let server: PortalTestServer;
  let admin: api.PortalClient;
  let teacher: api.PortalClient;
  let visitor: api.PortalClient;
  const clientOf = async (username: string) => {
    const token = await server.tokenFor(username);
    return api.createPortalClient({ baseUrl: server.url, getToken: () => token });
  };
  const signIn = (username: string, password: string) =>
    api.login(server.url, { username, password }).then(
      (result) => result,
      (error: unknown) => error as api.ApiError,
    );

  beforeAll(async () => {
    server = await startPortalTestServer();
    admin = await clientOf('admin');
    teacher = await clientOf('teacher');
    visitor = api.createPortalClient({ baseUrl: server.url });
  });
  afterAll(async () => {
    await server.close();
  });

  /** Every console call, with arguments that would be valid for an administrator. */
  const EVERY_CALL: [string, (client: api.PortalClient) => Promise<unknown>][] = [
    ['content kinds', (client) => api.getArticleKinds(client)],
    ['articles', (client) => api.getAdminArticles(client)],
    ['one article', (client) => api.getAdminArticle(client, 'x')],
    ['create article', (client) => api.createArticle(client, { kind: 'article', title: '标题' })],
    ['update article', (client) => api.updateArticle(client, 'x', { version: 0, title: '标题' })],
    ['publish article', (client) => api.publishArticle(client, 'x', { version: 0 })],
    ['withdraw article', (client) => api.withdrawArticle(client, 'x', { version: 0 })],
    ['unpublish article', (client) => api.unpublishArticle(client, 'x', { version: 0 })],
    ['home items', (client) => api.getHomeItems(client, 'carousel')],
    ['create home item', (client) => api.createHomeItem(client, { kind: 'link', title: '链接', linkUrl: '/index' })],
    ['update home item', (client) => api.updateHomeItem(client, 'x', { version: 0, title: '链接', linkUrl: '/index' })],
    ['hide home item', (client) => api.setHomeItemVisibility(client, 'x', { version: 0, shown: false })],
    ['reorder home items', (client) => api.reorderHomeItems(client, { kind: 'link', ids: ['x'] })],
    ['site settings', (client) => api.getSiteSettings(client)],
    ['update site settings', (client) => api.updateSiteSettings(client, { version: 0, webName: '平台' })],
    ['people', (client) => api.getPeople(client)],
    ['export people', (client) => api.exportPeople(client)],
    ['people options', (client) => api.getPeopleOptions(client)],
    [
      'create person',
      (client) => api.createPerson(client, { username: 'zz1', userName: '张', roleId: '3', password: 'abc12345' }),
    ],
    ['update person', (client) => api.updatePerson(client, '10001', { version: 0, userName: '王', roleId: '3' })],
    ['disable person', (client) => api.disablePerson(client, '10002', { version: 0 })],
    ['enable person', (client) => api.enablePerson(client, '10002', { version: 0 })],
    ['reset password', (client) => api.resetPersonPassword(client, '10002', { version: 0, password: 'abc12345' })],
    ['studio place', (client) => api.setStudioPlace(client, '10002', { version: 0, studioId: 'x', place: 'member' })],
    ['remove studio place', (client) => api.removeStudioPlace(client, '10002', 'x', 0)],
    [
      'import preview',
      (client) => api.previewTeacherImport(client, { rows: [importRow(2, 'p1')], password: 'abc12345' }),
    ],
    [
      'import commit',
      (client) => api.commitTeacherImport(client, { rows: [importRow(2, 'p2')], password: 'abc12345' }),
    ],
    ['submissions', (client) => api.getSubmissions(client)],
    ['approve', (client) => api.approveSubmission(client, 'x', { version: 0 })],
    ['reject', (client) => api.rejectSubmission(client, 'x', { version: 0, reason: '不合适' })],
    ['resources', (client) => api.getAdminResources(client)],
    ['withdraw resource', (client) => api.withdrawResource(client, 'x', { version: 0 })],
    ['restore resource', (client) => api.restoreResource(client, 'x', { version: 0 })],
    ['notices', (client) => api.getSentNotices(client)],
    ['send notice', (client) => api.sendNotice(client, { title: '通知', content: '内容', audience: { kind: 'all' } })],
    ['stats', (client) => api.getStatsOverview(client, 30)],
    ['audit log', (client) => api.getAuditLog(client)],
    ['audit export', (client) => api.exportAuditLog(client)],
  ];

  it.each(EVERY_CALL)('refuses a teacher %s with 403 and a visitor with 401', async (_name, call) => {
    const auditBefore = await server.db.selectFrom('admin_audit_log').select('id').execute();
    await expect(call(teacher)).rejects.toMatchObject({ status: 403, reason: '仅平台管理员可以使用平台管理功能' });
    await expect(call(visitor)).rejects.toMatchObject({ status: 401 });
    expect(await server.db.selectFrom('admin_audit_log').select('id').execute()).toEqual(auditBefore);
  });

  it('takes an article from draft to scheduled, published and withdrawn, which the public sees in step', async () => {
    const draft = await api.createArticle(admin, {
      kind: 'article',
      title: '全县教师培训安排',
      summary: '寒假培训',
      content: '<p>第一期<script>alert(1)</script></p>',
      type: '1',
    });
    expect(draft).toMatchObject({ state: 'draft', version: 1, content: '<p>第一期</p>', typeName: '通知公告' });
    await expect(api.getArticleById(visitor, { id: draft.id })).rejects.toMatchObject({ status: 404 });

    const later = new Date(Date.now() + 3_600_000).toISOString();
    await api.publishArticle(admin, draft.id, { version: 1, publishAt: later });
    expect(await api.getAdminArticle(admin, draft.id)).toMatchObject({ state: 'scheduled', publishAt: later });
    await expect(api.getArticleById(visitor, { id: draft.id })).rejects.toMatchObject({ status: 404 });

    const published = await api.publishArticle(admin, draft.id, { version: 2 });
    expect(published.version).toBe(3);
    expect(await api.getArticleById(visitor, { id: draft.id })).toMatchObject({ title: '全县教师培训安排' });

    // A second administrator who loaded version 2 is told who changed it, and nothing of theirs is kept.
    await expect(api.updateArticle(admin, draft.id, { version: 2, title: '旧标题' })).rejects.toMatchObject({
      status: 409,
      reason: expect.stringMatching(/^该内容已被刘振东于.*修改/),
    });
    expect((await api.getAdminArticle(admin, draft.id)).title).toBe('全县教师培训安排');

    await api.withdrawArticle(admin, draft.id, { version: 3 });
    await expect(api.getArticleById(visitor, { id: draft.id })).rejects.toMatchObject({ status: 404 });
    expect((await api.getAdminArticles(admin, { state: 'withdrawn' })).list.map((row) => row.id)).toContain(draft.id);

    const audit = await api.getAuditLog(admin, { keyword: '全县教师培训安排' });
    expect(audit.list.map((entry) => entry.action).reverse()).toEqual([
      'article.create',
      'article.schedule',
      'article.publish',
      'article.withdraw',
    ]);
    expect(audit.list[0]).toMatchObject({
      actorName: '刘振东',
      before: { state: 'published' },
      after: { state: 'withdrawn' },
    });
  });

  it('refuses bad fields with 400 and SPEC’s messages, and writes nothing', async () => {
    await expect(api.createArticle(admin, { kind: 'article', title: ' ' })).rejects.toMatchObject({
      status: 400,
      reason: 'title: 必填项不能为空',
    });
    await expect(
      api.createPerson(admin, { username: 'new-one', userName: '李', roleId: '3', password: 'abc12345' }),
    ).rejects.toMatchObject({ status: 400, reason: 'username: 账号只能包含字母和数字' });
    await expect(
      api.createPerson(admin, { username: 'newone', userName: '李', phone: '123', roleId: '3', password: 'abc12345' }),
    ).rejects.toMatchObject({ status: 400, reason: 'phone: 请输入正确的手机号码' });
    await expect(
      api.createHomeItem(admin, { kind: 'link', title: '坏链接', linkUrl: 'javascript:alert(1)' }),
    ).rejects.toMatchObject({ status: 400, reason: 'linkUrl: URL地址不合法' });
    expect(await server.db.selectFrom('users').select('uid').where('username', '=', 'newone').execute()).toEqual([]);
  });

  it.each([
    ['a picture at a write', '/resource_api/practice/v1/practiceComment/1/del'],
    ['a picture climbing out of the files', '/resource_api/storage/files/../../practice/v1/practiceComment/1/del'],
    ['a sign-out picture', '/auth/logout'],
    ['an encoded API path on another host name', 'http://127.0.0.1:1/%72esource_api/portal/v1/userInfo'],
  ])('stores no address of our API in what the console writes: %s', async (_, address) => {
    const article = await api.createArticle(admin, {
      kind: 'article',
      title: `带图片的文章 ${address.length}`,
      content: `<p>正文<img src="${address}"><a href="${address}">链接</a></p>`,
    });
    expect(article.content).not.toContain('resource_api/practice');
    expect(article.content).not.toContain('/auth/');
    expect(article.content).not.toMatch(/%72esource_api/);
    const before = await server.db.selectFrom('portal_content').select('id').execute();
    await expect(api.createArticle(admin, { kind: 'article', title: '坏封面', cover: address })).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      api.createHomeItem(admin, { kind: 'carousel', title: '坏图片', picture: address, linkUrl: '/index' }),
    ).rejects.toMatchObject({ status: 400, reason: expect.stringMatching(/^picture: /) });
    await expect(api.createHomeItem(admin, { kind: 'link', title: '坏链接', linkUrl: address })).rejects.toMatchObject({
      status: 400,
      reason: expect.stringMatching(/^linkUrl: /),
    });
    expect(await server.db.selectFrom('portal_content').select('id').execute()).toEqual(before);
  });

  it('changes the site name and the carousel, which the public calls answer at once', async () => {
    const settings = await api.getSiteSettings(admin);
    await api.updateSiteSettings(admin, { ...pickSettings(settings), webName: '叶县智慧教育平台' });
    expect(await api.getSiteConfig(visitor)).toMatchObject({ webName: '叶县智慧教育平台' });
    await expect(
      api.updateSiteSettings(admin, { ...pickSettings(settings), webName: '别的名字' }),
    ).rejects.toMatchObject({ status: 409 });

    const slide = await api.createHomeItem(admin, {
      kind: 'carousel',
      title: '新学期新气象',
      picture: '/resource_api/storage/files/x.png',
      linkUrl: '/information',
    });
    const titles = async () =>
      ((await api.getCarouselPictures(visitor)) as { title: string }[]).map((row) => row.title);
    expect(await titles()).toContain('新学期新气象');
    await api.setHomeItemVisibility(admin, slide.id, { version: slide.version, shown: false });
    expect(await titles()).not.toContain('新学期新气象');
  });

  it('creates an account who signs in and must change the password; disables and enables it', async () => {
    const options = await api.getPeopleOptions(admin);
    const school = options.schools.find((entry) => entry.name === '叶县昆阳镇第一小学');
    const person = await api.createPerson(admin, {
      username: 'zhangwei',
      userName: '张伟',
      phone: '13912345678',
      schoolId: school?.id,
      roleId: '3',
      password: 'start2026',
    });
    expect(person).toMatchObject({ mustChangePassword: true, disabled: false, schoolName: '叶县昆阳镇第一小学' });
    const signedIn = await signIn('zhangwei', 'start2026');
    expect(signedIn).toMatchObject({ token: expect.any(String) });
    const own = api.createPortalClient({ baseUrl: server.url, getToken: () => (signedIn as { token: string }).token });
    expect(await api.getUserInfo(own)).toMatchObject({ pwdIsExpire: 1, pwdMustChange: 1 });
    await expect(api.updatePasswordExpiry(own, person.uid)).rejects.toMatchObject({ status: 403 });
    await api.changePassword(own, { oldPassword: 'start2026', newPassword: 'mine2026x' });
    expect(await api.getUserInfo(own)).toMatchObject({ pwdIsExpire: 0, pwdMustChange: 0 });

    await api.disablePerson(admin, person.uid, { version: person.version });
    await expect(api.getUserInfo(own))
      .resolves.toBeNull()
      .catch(() => undefined);
    expect(await signIn('zhangwei', 'mine2026x')).toMatchObject({ status: 403 });
    const disabled = (await api.getPeople(admin, { keyword: '张伟' })).list[0];
    expect(disabled).toMatchObject({ disabled: true });
    await api.enablePerson(admin, person.uid, { version: disabled?.version ?? 0 });
    expect(await signIn('zhangwei', 'mine2026x')).toMatchObject({ token: expect.any(String) });
    await expect(api.disablePerson(admin, '10005', { version: 0 })).rejects.toMatchObject({ status: 400 });
  });

  it('previews an import with each row’s fate, then creates the good rows in one go', async () => {
    const rows = [
      importRow(2, 'import1'),
      importRow(3, 'import2'),
      { ...importRow(4, 'bad one'), phone: '999' },
      { ...importRow(5, 'import3'), schoolName: '不存在的学校' },
      importRow(6, 'import1'),
    ];
    const preview = await api.previewTeacherImport(admin, { rows, password: 'init2026a' });
    expect(preview).toMatchObject({ createCount: 2, refuseCount: 3 });
    expect(preview.rows[2]?.reasons).toEqual(['账号：账号只能包含字母和数字', '手机号：请输入正确的手机号码']);
    expect(preview.rows[4]?.reasons).toEqual(['账号：与第 2 行重复']);
    expect(await server.db.selectFrom('users').select('uid').where('username', '=', 'import1').execute()).toEqual([]);

    const result = await api.commitTeacherImport(admin, { rows, password: 'init2026a' });
    expect(result.created).toBe(2);
    expect(result.refused.map((fate) => fate.row)).toEqual([4, 5, 6]);
    expect(await signIn('import2', 'init2026a')).toMatchObject({ token: expect.any(String) });
    // The same sheet again: every row's account exists now, nothing more is created.
    expect((await api.commitTeacherImport(admin, { rows, password: 'init2026a' })).created).toBe(0);
  });

  it('approves and rejects contributions; the uploader’s bell counts each decision', async () => {
    const unread = async () => api.getUnreadCount(teacher, '10001');
    const before = await unread();
    const contribute = async (title: string) => {
      const file = new globalThis.File([new TextEncoder().encode(`%PDF-1.4 ${title}`)], `${title}.pdf`, {
        type: 'application/pdf',
      });
      const upload = await api.uploadFile(teacher, file);
      return api.submitResource(teacher, {
        title,
        fileName: `${title}.pdf`,
        path: upload.transcodePath,
        phaseId: '2',
        gradeId: '23',
        subjectId: '02',
      });
    };
    const good = await contribute('分数的意义');
    const poor = await contribute('模糊的扫描件');
    expect(good).toMatchObject({ state: 'pending', phaseName: '小学', gradeName: '三年级', subjectName: '数学' });
    expect((await api.getSubmissions(admin, { state: 'pending' })).list.map((row) => row.id)).toEqual(
      expect.arrayContaining([good.id, poor.id]),
    );
    const approved = await api.approveSubmission(admin, good.id, { version: 0 });
    expect(approved).toMatchObject({ state: 'approved', reviewerName: '刘振东' });
    const newest = (await api.getNewestResources(visitor)) as { list: { fileName: string; gradeName: string }[] };
    expect(newest.list.find((file) => file.fileName === '分数的意义.pdf')).toMatchObject({ gradeName: '三年级' });
    await expect(api.rejectSubmission(admin, poor.id, { version: 0, reason: ' ' })).rejects.toMatchObject({
      status: 400,
    });
    await api.rejectSubmission(admin, poor.id, { version: 0, reason: '扫描件不清晰，请重新上传' });
    await expect(api.approveSubmission(admin, poor.id, { version: 1 })).rejects.toMatchObject({ status: 409 });
    expect(await unread()).toBe(before + 2);
    const messages = (await api.getMessagePage(teacher, { isRead: 0 })) as { list: { content: string }[] };
    expect(messages.list.map((message) => message.content).join()).toContain('原因：扫描件不清晰，请重新上传');
    const mine = async () =>
      Object.fromEntries(
        (await api.getMySubmissions(teacher)).map((row) => [row.title, [api.contributionStateOf(row), row.reason]]),
      );
    expect(await mine()).toMatchObject({
      分数的意义: ['published', ''],
      模糊的扫描件: ['rejected', '扫描件不清晰，请重新上传'],
    });

    const resource = (await api.getAdminResources(admin, { keyword: '分数的意义' })).list[0];
    if (!resource) throw new Error('the approved file is not among the resources');
    await api.withdrawResource(admin, resource.id, { version: resource.version, reason: '内容重复' });
    await expect(visitor.get(`storage/preview/${approved.fileId}`)).rejects.toMatchObject({ status: 404 });
    expect(await mine()).toMatchObject({ 分数的意义: ['withdrawn', '内容重复'] });
    await api.restoreResource(admin, resource.id, { version: resource.version + 1 });
    expect(await mine()).toMatchObject({ 分数的意义: ['published', ''] });
  });

  it('withdraws and restores a resource only from the version the administrator loaded (409 naming who changed it)', async () => {
    const [file] = (await api.getAdminResources(admin, { state: 'published' })).list;
    if (!file) throw new Error('no published resource');
    const loaded = file.version;
    const withdrawn = await api.withdrawResource(admin, file.id, { version: loaded });
    expect(withdrawn).toMatchObject({ withdrawn: true, version: loaded + 1 });
    // A second administrator who loaded the file before: told who changed it, and nothing of theirs is kept.
    const stale = expect.objectContaining({ status: 409, reason: expect.stringMatching(/^该内容已被刘振东于.*修改/) });
    await expect(api.restoreResource(admin, file.id, { version: loaded })).rejects.toEqual(stale);
    await expect(api.withdrawResource(admin, file.id, { version: loaded, reason: '重复' })).rejects.toEqual(stale);
    const restored = await api.restoreResource(admin, file.id, { version: loaded + 1 });
    expect(restored).toMatchObject({ withdrawn: false, version: loaded + 2 });
    const audit = await api.getAuditLog(admin, { keyword: file.fileName });
    expect(audit.list.slice(0, 2).map((entry) => entry.action)).toEqual(['resource.restore', 'resource.withdraw']);
  });

  it('refuses a contribution from a pupil, of another format, under a wrong grade, or twice', async () => {
    const upload = async (client: api.PortalClient, name: string, type: string) =>
      (await api.uploadFile(client, new globalThis.File([new TextEncoder().encode(name)], name, { type })))
        .transcodePath;
    const filed = { phaseId: '2', subjectId: '02' };
    const student = await clientOf('student');
    const pupilsFile = await upload(student, '作业.pdf', 'application/pdf');
    await expect(
      api.submitResource(student, { title: '我的作业', fileName: '作业.pdf', path: pupilsFile, ...filed }),
    ).rejects.toMatchObject({ status: 403, reason: '学生账号不能向资源中心上传资源' });
    const text = await upload(teacher, '说明.txt', 'text/plain');
    await expect(
      api.submitResource(teacher, { title: '说明', fileName: '说明.txt', path: text, ...filed }),
    ).rejects.toMatchObject({ status: 400, reason: expect.stringContaining('文件格式不正确') });
    const pdf = await upload(teacher, '教案.pdf', 'application/pdf');
    await expect(
      api.submitResource(teacher, { title: '教案', fileName: '教案.pdf', path: pdf, phaseId: '', subjectId: '02' }),
    ).rejects.toMatchObject({ status: 400, reason: expect.stringContaining('必填项不能为空') });
    await expect(
      api.submitResource(teacher, {
        title: '教案',
        fileName: '教案.pdf',
        path: pdf,
        ...filed,
        phaseId: '3',
        gradeId: '23',
      }),
    ).rejects.toMatchObject({ status: 400, reason: '参数错误：gradeId: 该学段没有这个年级' });
    await expect(
      api.submitResource(teacher, { title: '教案', fileName: '教案.docx', path: pdf, ...filed }),
    ).rejects.toMatchObject({ status: 400, reason: '参数错误：fileName: 文件名的扩展名须为 .pdf' });
    await api.submitResource(teacher, { title: '教案', fileName: '教案.pdf', path: pdf, ...filed });
    await expect(
      api.submitResource(teacher, { title: '教案', fileName: '教案.pdf', path: pdf, ...filed }),
    ).rejects.toMatchObject({
      status: 409,
      reason: '该文件已经提交过，请勿重复提交',
    });
  });

  it('sends a notice to one school: its teachers’ bells count it, others’ do not', async () => {
    const school = (await api.getPeopleOptions(admin)).schools.find((entry) => entry.name === '叶县昆阳镇第一小学');
    const student = await clientOf('student');
    const [teacherBefore, studentBefore] = [
      await api.getUnreadCount(teacher, '10001'),
      await api.getUnreadCount(student, '10002'),
    ];
    const sent = await api.sendNotice(admin, {
      title: '期末教学检查通知',
      content: '请各位老师于周五前提交教案。',
      audience: { kind: 'school', value: school?.id },
    });
    expect(sent).toMatchObject({ audienceLabel: '叶县昆阳镇第一小学', recipientCount: expect.any(Number) });
    expect(await api.getUnreadCount(teacher, '10001')).toBe(teacherBefore + 1);
    expect(await api.getUnreadCount(student, '10002')).toBe(studentBefore);
    expect((await api.getSentNotices(admin)).list[0]).toMatchObject({ title: '期末教学检查通知', readCount: 0 });
  });

  it('answers the dashboard’s figures for every day of the period', async () => {
    const overview = await api.getStatsOverview(admin, 7);
    expect(overview.days).toHaveLength(7);
    expect(overview.visits.map((entry) => entry.day)).toEqual(overview.days);
    expect(overview.resourcesByTown.length).toBeGreaterThan(0);
    expect(overview.resourcesBySubject.length).toBeGreaterThan(0);
    await expect(api.getStatsOverview(admin, 8)).rejects.toMatchObject({ status: 400 });
  });
});

function importRow(row: number, username: string): api.TeacherImportRow {
  return { row, username, userName: '导入教师', phone: '13700000000', schoolName: '叶县实验学校', subjectName: '数学' };
}

function pickSettings(settings: api.SiteSettings): api.SiteSettingsInput {
  const { webName, webLogo, webDesc, recordNumber, copyright, version } = settings;
  return { webName, webLogo, webDesc, recordNumber, copyright, version };
}
