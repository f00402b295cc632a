import * as api from '@edu/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalTestServer, startPortalTestServer } from '../testing/start-portal-test-server';

type Client = api.PortalClient;

/** Reads the first id of a content kind / file category from the seeded database. */
interface Ids {
  article: string;
  reform: string;
  album: string;
  video: string;
  info: string;
  base: string;
  contest: string;
  magazineItem: string;
  researchNews: string;
  researchActivity: string;
  researchVideo: string;
  researchFile: string;
  resourceFile: string;
  message: string;
  app: string;
  teacherClass: string;
  comment: string;
  commented: string;
}

const pageShape = {
  total: expect.any(Number),
  pageNum: expect.any(Number),
  pageSize: expect.any(Number),
  list: expect.any(Array),
};

describe('portal API through @edu/api-client (contract)', () => {
  let server: PortalTestServer;
  let anonymous: Client;
  let teacher: Client;
  let researchAdmin: Client;
  let ids: Ids;

  beforeAll(async () => {
    server = await startPortalTestServer();
    const client = (token?: string) =>
      api.createPortalClient({ baseUrl: server.url, areaCode: '410422', ...(token ? { getToken: () => token } : {}) });
    anonymous = client();
    teacher = client(await server.tokenFor('teacher'));
    researchAdmin = client(await server.tokenFor('lyyk-admin'));
    const first = async (kind: string) =>
      (
        await server.db
          .selectFrom('portal_content')
          .select('id')
          .where('kind', '=', kind)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    const firstFile = async (category: string) =>
      (
        await server.db
          .selectFrom('portal_files')
          .select('id')
          .where('category', '=', category)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    ids = {
      article: await first('article'),
      reform: await first('reform-news'),
      album: await first('practice-album'),
      video: await first('practice-video'),
      info: await first('practice-info'),
      base: await first('practice-base'),
      contest: await first('contest'),
      magazineItem: await first('magazine-item'),
      researchNews: await first('research-news'),
      researchActivity: await first('research-activity'),
      researchVideo: await firstFile('research-video'),
      researchFile: await firstFile('research'),
      resourceFile: await firstFile('resource'),
      message: (
        await server.db
          .selectFrom('portal_messages')
          .select('id')
          .where('uid', '=', '10001')
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id,
      app: await first('application'),
      teacherClass: (
        await server.db
          .selectFrom('portal_class_members')
          .select('class_id')
          .where('uid', '=', '10001')
          .executeTakeFirstOrThrow()
      ).class_id,
      comment: (
        await server.db
          .selectFrom('portal_comments')
          .select('id')
          .where('creator', '=', '10001')
          .executeTakeFirstOrThrow()
      ).id,
      commented: (
        await server.db.selectFrom('portal_comments').select('target_id').orderBy('id').executeTakeFirstOrThrow()
      ).target_id,
    };
  });
  afterAll(async () => {
    await server.close();
  });

  // Every read the api-client exports, with what its data must look like.
  const reads: [
    string,
    (c: { anonymous: Client; teacher: Client; admin: Client; ids: Ids }) => Promise<unknown>,
    'page' | 'list' | 'object' | 'number',
  ][] = [
    ['getCommercialAds', ({ anonymous }) => api.getCommercialAds(anonymous), 'list'],
    ['getRecommendedApps', ({ anonymous }) => api.getRecommendedApps(anonymous), 'list'],
    ['getCollectedApps', ({ teacher }) => api.getCollectedApps(teacher), 'list'],
    ['getHomeArticles', ({ anonymous }) => api.getHomeArticles(anonymous, { pageSize: 20 }), 'page'],
    ['getBlogroll', ({ anonymous }) => api.getBlogroll(anonymous), 'list'],
    ['getCarouselPictures', ({ anonymous }) => api.getCarouselPictures(anonymous), 'list'],
    ['getEducationMap', ({ anonymous }) => api.getEducationMap(anonymous), 'list'],
    ['getHomeResources', ({ anonymous }) => api.getHomeResources(anonymous), 'object'],
    ['getSiteConfig', ({ anonymous }) => api.getSiteConfig(anonymous), 'object'],
    ['getFooterInfo', ({ anonymous }) => api.getFooterInfo(anonymous), 'object'],
    ['getNavbar', ({ anonymous }) => api.getNavbar(anonymous), 'list'],
    ['getSpecialResourceList', ({ anonymous }) => api.getSpecialResourceList(anonymous), 'page'],
    ['getArticleTotals', ({ anonymous }) => api.getArticleTotals(anonymous), 'object'],
    ['getApplications', ({ teacher }) => api.getApplications(teacher), 'page'],
    ['getArticleTypes', ({ anonymous }) => api.getArticleTypes(anonymous), 'list'],
    ['getArticles', ({ anonymous }) => api.getArticles(anonymous, { type: '2', sort: 'views' }), 'page'],
    ['getArticleById', ({ anonymous, ids }) => api.getArticleById(anonymous, { id: ids.article }), 'object'],
    ['getRecommendedArticles', ({ anonymous }) => api.getRecommendedArticles(anonymous), 'list'],
    ['getPortalUserInfo', ({ teacher }) => api.getPortalUserInfo(teacher), 'object'],
    ['getClasses', ({ teacher }) => api.getClasses(teacher), 'list'],
    ['getSubjects', ({ teacher }) => api.getSubjects(teacher), 'list'],
    ['getSchoolYears', ({ anonymous }) => api.getSchoolYears(anonymous), 'list'],
    ['getApplicationThemes', ({ anonymous }) => api.getApplicationThemes(anonymous), 'list'],
    ['getWorkbenchApplications', ({ teacher }) => api.getWorkbenchApplications(teacher), 'page'],
    ['getUnreadCount', ({ teacher }) => api.getUnreadCount(teacher, '10001'), 'number'],
    ['getMessagePage', ({ teacher }) => api.getMessagePage(teacher), 'page'],
    ['getMessageDetail', ({ teacher, ids }) => api.getMessageDetail(teacher, { id: ids.message }), 'object'],
    [
      'getIntelligentClassDetail',
      ({ teacher, ids }) => api.getIntelligentClassDetail(teacher, { id: ids.message }),
      'object',
    ],
    ['getReformDetail', ({ anonymous, ids }) => api.getReformDetail(anonymous, { id: ids.reform }), 'object'],
    ['getReformLabels', ({ anonymous }) => api.getReformLabels(anonymous), 'list'],
    ['getReformPage', ({ anonymous }) => api.getReformPage(anonymous), 'page'],
    ['getAllAwards', ({ anonymous }) => api.getAllAwards(anonymous), 'list'],
    ['getFirstAwards', ({ anonymous }) => api.getFirstAwards(anonymous), 'list'],
    ['getSecondAwards', ({ anonymous }) => api.getSecondAwards(anonymous), 'list'],
    ['getThirdAwards', ({ anonymous }) => api.getThirdAwards(anonymous), 'list'],
    ['getAfterSchoolNotices', ({ anonymous }) => api.getAfterSchoolNotices(anonymous), 'page'],
    ['getDictionaryValues', ({ anonymous }) => api.getDictionaryValues(anonymous, 'town'), 'list'],
    ['getMagazineIssues', ({ anonymous }) => api.getMagazineIssues(anonymous), 'list'],
    ['getMagazineItems', ({ anonymous }) => api.getMagazineItems(anonymous), 'page'],
    ['getMagazineItem', ({ anonymous, ids }) => api.getMagazineItem(anonymous, ids.magazineItem), 'object'],
    ['getLatestVersion', ({ anonymous }) => api.getLatestVersion(anonymous), 'object'],
    ['getFilesByCode', ({ anonymous }) => api.getFilesByCode(anonymous, { code: 'WLAQ-01' }), 'list'],
    ['getRecommendedResources', ({ anonymous }) => api.getRecommendedResources(anonymous), 'page'],
    [
      'getNewestResources',
      ({ anonymous }) => api.getNewestResources(anonymous, { pageSize: 50, phaseId: '2' }),
      'page',
    ],
    ['getTownRanking', ({ anonymous }) => api.getTownRanking(anonymous), 'list'],
    ['getSchoolRanking', ({ anonymous }) => api.getSchoolRanking(anonymous), 'list'],
    ['getTeacherRanking', ({ anonymous }) => api.getTeacherRanking(anonymous), 'list'],
    ['getPracticeSchools', ({ anonymous }) => api.getPracticeSchools(anonymous), 'page'],
    ['getPracticeAlbums', ({ anonymous }) => api.getPracticeAlbums(anonymous), 'list'],
    ['getPracticeVideos', ({ anonymous }) => api.getPracticeVideos(anonymous), 'list'],
    ['getPracticeVideoPage', ({ anonymous }) => api.getPracticeVideoPage(anonymous), 'page'],
    ['getLatestPracticeInfo', ({ anonymous }) => api.getLatestPracticeInfo(anonymous), 'list'],
    ['getPracticeInfoTypes', ({ anonymous }) => api.getPracticeInfoTypes(anonymous), 'list'],
    ['getPracticeAlbumPage', ({ anonymous }) => api.getPracticeAlbumPage(anonymous), 'page'],
    ['getPracticeInfoPage', ({ anonymous }) => api.getPracticeInfoPage(anonymous), 'page'],
    ['getPracticeInfoDetails', ({ anonymous, ids }) => api.getPracticeInfoDetails(anonymous, ids.info), 'object'],
    ['getPracticeBases', ({ anonymous }) => api.getPracticeBases(anonymous, 'all'), 'page'],
    ['getPracticeBaseDetails', ({ anonymous, ids }) => api.getPracticeBaseDetails(anonymous, ids.base), 'object'],
    ['getAlbumPictures', ({ anonymous, ids }) => api.getAlbumPictures(anonymous, ids.album), 'list'],
    ['getPracticeAlbumDetails', ({ anonymous, ids }) => api.getPracticeAlbumDetails(anonymous, ids.album), 'object'],
    ['countAlbumView', ({ anonymous, ids }) => api.countAlbumView(anonymous, ids.album), 'object'],
    [
      'getPracticeCommentPage',
      ({ anonymous, ids }) => api.getPracticeCommentPage(anonymous, { targetId: ids.commented }),
      'page',
    ],
    ['getPracticeVideoDetails', ({ anonymous, ids }) => api.getPracticeVideoDetails(anonymous, ids.video), 'object'],
    ['countVideoView', ({ anonymous, ids }) => api.countVideoView(anonymous, ids.video), 'object'],
    ['getPracticeActivityPage', ({ anonymous }) => api.getPracticeActivityPage(anonymous), 'page'],
    ['getAllPracticeSchools', ({ anonymous }) => api.getAllPracticeSchools(anonymous), 'list'],
    ['countInfoView', ({ anonymous, ids }) => api.countInfoView(anonymous, ids.info), 'object'],
    ['getIntroFilePage', ({ anonymous }) => api.getIntroFilePage(anonymous), 'page'],
    [
      'listPracticeActivities',
      ({ anonymous }) => api.listPracticeActivities(anonymous, { status: 'finished' }),
      'page',
    ],
    ['getContests', ({ anonymous }) => api.getContests(anonymous), 'page'],
    ['getContestFileHistory', ({ anonymous }) => api.getContestFileHistory(anonymous), 'page'],
    ['getContestFiles', ({ anonymous, ids }) => api.getContestFiles(anonymous, ids.contest), 'list'],
    ['getContestFilePage', ({ anonymous, ids }) => api.getContestFilePage(anonymous, ids.contest), 'page'],
    ['getContestRules', ({ anonymous, ids }) => api.getContestRules(anonymous, ids.contest), 'object'],
    ['getContestColumns', ({ anonymous, ids }) => api.getContestColumns(anonymous, ids.contest), 'list'],
    ['getContestPrizes', ({ anonymous, ids }) => api.getContestPrizes(anonymous, ids.contest), 'list'],
    ['getContestOthers', ({ anonymous, ids }) => api.getContestOthers(anonymous, ids.contest), 'list'],
    [
      'queryContestFilePage',
      ({ anonymous, ids }) => api.queryContestFilePage(anonymous, { matchId: ids.contest, pageSize: 20 }),
      'page',
    ],
    ['getResearchDetails', ({ admin }) => api.getResearchDetails(admin), 'object'],
    ['getResearchBaseInfo', ({ admin }) => api.getResearchBaseInfo(admin), 'object'],
    ['getResearchNewsPage', ({ admin }) => api.getResearchNewsPage(admin), 'page'],
    ['getResearchActivityPage', ({ admin }) => api.getResearchActivityPage(admin), 'page'],
    [
      'getResearchActivityDetails',
      ({ admin, ids }) => api.getResearchActivityDetails(admin, ids.researchActivity),
      'object',
    ],
    [
      'getResearchActivityVideoDetails',
      ({ admin, ids }) => api.getResearchActivityVideoDetails(admin, ids.researchVideo),
      'object',
    ],
    ['getResearchActivityVideo', ({ admin, ids }) => api.getResearchActivityVideo(admin, ids.researchVideo), 'object'],
    ['getResearchFilePage', ({ admin }) => api.getResearchFilePage(admin), 'page'],
    ['getPublicResearchNewsPage', ({ anonymous }) => api.getPublicResearchNewsPage(anonymous), 'page'],
    [
      'getPublicResearchNewsDetails',
      ({ anonymous, ids }) => api.getPublicResearchNewsDetails(anonymous, ids.researchNews),
      'object',
    ],
    ['getPublicResearchDetails', ({ anonymous }) => api.getPublicResearchDetails(anonymous), 'object'],
    ['getPublicResearchFilePage', ({ anonymous }) => api.getPublicResearchFilePage(anonymous), 'page'],
    ['getPublicResearchActivityPage', ({ anonymous }) => api.getPublicResearchActivityPage(anonymous), 'page'],
    [
      'getPublicResearchActivityDetails',
      ({ anonymous, ids }) => api.getPublicResearchActivityDetails(anonymous, ids.researchActivity),
      'object',
    ],
    [
      'getPublicResearchInteractionPage',
      ({ teacher, ids }) => api.getPublicResearchInteractionPage(teacher, ids.researchNews),
      'page',
    ],
    ['getResearchAdminUser', ({ anonymous }) => api.getResearchAdminUser(anonymous, '10003'), 'object'],
    ['getGradesByPhaseIds', ({ anonymous }) => api.getGradesByPhaseIds(anonymous), 'list'],
    ['getSubjectListByParams', ({ anonymous }) => api.getSubjectListByParams(anonymous, { phaseId: '3' }), 'list'],
    ['getTeacherPhases', ({ teacher }) => api.getTeacherPhases(teacher), 'list'],
    ['getTeacherSubjects', ({ teacher }) => api.getTeacherSubjects(teacher), 'list'],
    ['getPhaseList', ({ anonymous }) => api.getPhaseList(anonymous), 'list'],
    ['getGradeList', ({ anonymous }) => api.getGradeList(anonymous, { phaseId: '2' }), 'list'],
    ['getSemesterList', ({ anonymous }) => api.getSemesterList(anonymous), 'list'],
    ['getBookPeriodList', ({ anonymous }) => api.getBookPeriodList(anonymous), 'list'],
    ['getFileViewTime', ({ anonymous, ids }) => api.getFileViewTime(anonymous, { fileId: ids.resourceFile }), 'object'],
    ['getUserInfo', ({ teacher }) => api.getUserInfo(teacher), 'object'],
    [
      'getUserPermissionList',
      ({ teacher }) => api.getUserPermissionList(teacher, { systemId: 'studio-workroom', uid: '10001' }),
      'object',
    ],
    ['getAreaList', ({ anonymous }) => api.getAreaList(anonymous), 'list'],
  ];

  it.each(reads)('%s answers the success envelope with data of the right shape', async (_name, call, shape) => {
    const data = await call({ anonymous, teacher, admin: researchAdmin, ids });
    if (shape === 'page') {
      expect(data).toMatchObject(pageShape);
      const page = data as { list: unknown[]; pageSize: number; total: number };
      expect(page.list.length).toBeLessThanOrEqual(page.pageSize);
      expect(page.list.length).toBeGreaterThan(0);
    } else if (shape === 'list') {
      expect(Array.isArray(data)).toBe(true);
      expect((data as unknown[]).length).toBeGreaterThan(0);
    } else if (shape === 'number') {
      expect(typeof data).toBe('number');
    } else {
      expect(data).toEqual(expect.any(Object));
    }
  });

  it('pages: default size 10, other sizes, and the last page', async () => {
    const first = (await api.getArticles(anonymous)) as { total: number; list: unknown[]; pageSize: number };
    expect(first.pageSize).toBe(10);
    expect(first.list).toHaveLength(10);
    const big = (await api.getArticles(anonymous, { pageSize: 50 })) as { list: unknown[]; total: number };
    expect(big.list).toHaveLength(Math.min(50, big.total));
    const lastPage = Math.ceil(first.total / 20);
    const last = (await api.getArticles(anonymous, { pageSize: 20, pageNum: lastPage })) as { list: unknown[] };
    expect(last.list).toHaveLength(first.total - (lastPage - 1) * 20);
  });

  it('filters by keyword, town, type and date range, and sorts by views', async () => {
    const byKeyword = (await api.getArticles(anonymous, { keyword: '通知' })) as { list: { title: string }[] };
    expect(byKeyword.list.length).toBeGreaterThan(0);
    for (const item of byKeyword.list) expect(item.title).toContain('通知');
    const byType = (await api.getArticles(anonymous, { type: '3', pageSize: 50 })) as { list: { type: string }[] };
    expect(new Set(byType.list.map((a) => a.type))).toEqual(new Set(['3']));
    const byViews = (await api.getNewestResources(anonymous, { sort: 'views', pageSize: 20 })) as {
      list: { viewCount: number }[];
    };
    const views = byViews.list.map((r) => r.viewCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const none = (await api.getArticles(anonymous, { startDate: '2001-01-01', endDate: '2001-12-31' })) as {
      total: number;
    };
    expect(none.total).toBe(0);
    const byTown = await api.getNewestResources(anonymous, { townCode: '410422001', pageSize: 50 });
    for (const item of byTown.list) expect(item.townName).toBe('昆阳街道');
  });

  it('the site config names the county platform and the navbar keeps id 1 as the personal centre', async () => {
    const config = (await api.getSiteConfig(anonymous)) as { webName: string; copyright: string };
    expect(config.webName).toBe('叶县教育公共服务平台');
    expect(config.copyright).toContain('叶县');
    const nav = await api.getNavbar(anonymous);
    expect(nav.find((item) => String(item.id) === '1')?.title).toBe('个人中心');
  });

  it('three-class calls answer status 1000 and the permission list code 0', async () => {
    const three = await fetch(
      `${server.url}/resource_api/three-class-admin/front/classes/info/selectNjxxByPhaseIds?phaseIds=2,3`,
      { method: 'POST' },
    );
    expect(await three.json()).toMatchObject({ code: 20000, status: 1000 });
    const permissions = await fetch(
      `${server.url}/resource_api/authority/permission/getUserPermissionList?systemId=studio-workroom`,
      {
        headers: { authorization: `Bearer ${await server.tokenFor('studio-owner')}` },
      },
    );
    const body = (await permissions.json()) as { code: number; data: { menus: unknown[] } };
    expect(body.code).toBe(0);
    expect(body.data.menus.length).toBeGreaterThan(0);
  });

  it('writes: collect and cancel an app, read a message, comment and delete it, log a file view', async () => {
    await api.collectApplication(teacher, ids.app);
    const collected = (await api.getCollectedApps(teacher)) as { id: string }[];
    expect(collected.map((a) => a.id)).toContain(ids.app);
    await api.cancelApplicationCollection(teacher, ids.app);
    expect(((await api.getCollectedApps(teacher)) as { id: string }[]).map((a) => a.id)).not.toContain(ids.app);

    const before = await api.getUnreadCount(teacher, '10001');
    const unread = (await api.getMessagePage(teacher, { isRead: '0' })) as { list: { id: string }[] };
    await api.markMessageRead(teacher, { id: unread.list[0]?.id });
    expect(await api.getUnreadCount(teacher, '10001')).toBe(before - 1);

    const comment = (await api.addPracticeComment(teacher, {
      targetId: ids.album,
      content: '活动很有意义，孩子们收获满满。',
    })) as { id: string };
    const reply = (await api.addPracticeComment(teacher, {
      targetId: ids.album,
      content: '谢谢支持！',
      parentId: comment.id,
    })) as { parentId: string };
    expect(reply.parentId).toBe(comment.id);
    const page = (await api.getPracticeCommentPage(anonymous, { targetId: ids.album })) as {
      list: { id: string; children: unknown[] }[];
    };
    expect(page.list.find((c) => c.id === comment.id)?.children).toHaveLength(1);
    await api.deletePracticeComment(teacher, comment.id);
    const after = (await api.getPracticeCommentPage(anonymous, { targetId: ids.album })) as { list: { id: string }[] };
    expect(after.list.map((c) => c.id)).not.toContain(comment.id);

    const startTime = await api.startFileVisit(teacher, ids.resourceFile);
    await api.closeFileVisit(teacher, ids.resourceFile, startTime);
    await api.countThreeClassFileView(anonymous, ids.resourceFile);
    await api.countAuditedFileView(anonymous, ids.resourceFile);
    const visit = (await api.saveVisitorLogs(anonymous, { fileId: ids.resourceFile })) as { startTime: string };
    await api.saveFileLogs(anonymous, { fileId: ids.resourceFile, startTime: visit.startTime });
    const totals = (await api.getFileViewTime(anonymous, { fileId: ids.resourceFile })) as { viewCount: number };
    expect(totals.viewCount).toBe(2);
    const review = await api.startFileVisit(teacher, ids.resourceFile);
    await api.recordReviewTime(teacher, { fileId: ids.resourceFile, startTime: review });
    const reviewed = (await api.getFileViewTime(anonymous, { fileId: ids.resourceFile })) as { viewCount: number };
    expect(reviewed.viewCount).toBe(3);
  });

  it('person: quit a class and join it again, update the password expiry', async () => {
    await api.quitClass(teacher, ids.teacherClass);
    expect(((await api.getClasses(teacher)) as { id: string }[]).map((c) => c.id)).not.toContain(ids.teacherClass);
    await api.addNewRelation(teacher, { classId: ids.teacherClass, relation: 'teacher' });
    expect(((await api.getClasses(teacher)) as { id: string }[]).map((c) => c.id)).toContain(ids.teacherClass);
    const expired = api.createPortalClient({ baseUrl: server.url, getToken: async () => server.tokenFor('expired') });
    expect(((await api.getUserInfo(expired)) as { pwdIsExpire: number }).pwdIsExpire).toBe(1);
    await api.updatePasswordExpiry(expired, '10006');
    expect(((await api.getUserInfo(expired)) as { pwdIsExpire: number }).pwdIsExpire).toBe(0);
  });

  it('research admin: create, update, delete news and activities; evaluate, rename and delete files; collect', async () => {
    const news = (await api.createResearchNews(researchAdmin, {
      title: '县教研室召开学期教研工作会',
      content: '<p>会议部署了本学期重点工作。</p>',
    })) as { id: string };
    const updated = (await api.updateResearchNews(researchAdmin, news.id, {
      title: '县教研室召开秋季学期教研工作会',
    })) as { title: string };
    expect(updated.title).toBe('县教研室召开秋季学期教研工作会');
    await api.deleteResearchNews(researchAdmin, news.id);
    await expect(api.getPublicResearchNewsDetails(anonymous, news.id)).rejects.toMatchObject({ status: 404 });

    const activity = (await api.createResearchActivity(researchAdmin, {
      title: '初中道德与法治议题式教学研讨',
      startDate: '2026-12-01',
    })) as { id: string };
    await api.updateResearchActivity(researchAdmin, activity.id, { summary: '全县道德与法治教师参加。' });
    await api.deleteResearchActivity(researchAdmin, activity.id);

    const evaluated = (await api.evaluateResearchFile(researchAdmin, ids.researchFile, {
      score: 5,
      comment: '案例扎实',
    })) as { scoreCount: number };
    expect(evaluated.scoreCount).toBe(5);
    const renamed = (await api.updateResearchFile(researchAdmin, ids.researchFile, {
      fileName: '语文作业设计优秀案例.docx',
    })) as { fileName: string };
    expect(renamed.fileName).toBe('语文作业设计优秀案例.docx');

    const collection = (await api.createResearchInteraction(teacher, {
      targetId: ids.researchNews,
      targetType: 'news',
    })) as { id: string };
    const mine = (await api.getPublicResearchInteractionPage(teacher, ids.researchNews)) as { collected: boolean };
    expect(mine.collected).toBe(true);
    await api.deleteResearchInteraction(teacher, collection.id);

    const extra = (
      await server.db
        .selectFrom('portal_files')
        .select('id')
        .where('category', '=', 'research')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
    await api.deleteResearchFiles(researchAdmin, { ids: [extra] });
    expect(
      await server.db.selectFrom('portal_files').select('id').where('id', '=', extra).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('the unified-login call returns a token for the body credentials; logout answers success', async () => {
    const result = (await api.securityCheck(anonymous, { username: 'student', password: 'demo1234' })) as {
      token: string;
      user: { userName: string };
    };
    expect(result.user.userName).toBe('李子轩');
    const student = api.createPortalClient({ baseUrl: server.url, getToken: () => result.token });
    expect(((await api.getUserInfo(student)) as { userId: string }).userId).toBe('10002');
    await expect(api.logoutToken(student, result.token)).resolves.toBeNull();
  });
});
