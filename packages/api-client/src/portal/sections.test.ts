import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../contract/user';
import { type RecordedRequest, sendJson, startTestServer, type TestServer } from '../testing/start-test-server';
import * as afterSchool from './after-school';
import * as applications from './applications';
import * as authUser from './auth-user';
import * as contest from './contest';
import { createPortalClient, type PortalClient } from './create-portal-client';
import * as exhibition from './exhibition';
import * as fileViews from './file-views';
import * as home from './home';
import * as information from './information';
import * as messages from './messages';
import * as paint from './paint';
import * as person from './person';
import * as practice from './practice';
import * as reform from './reform';
import * as research from './research';
import * as resources from './resources';
import * as safety from './safety';
import * as teacher from './teacher-attributes';

// Data shaped for the calls that check it; every other call gets an opaque object back unchanged.
const shapedData: Record<string, unknown> = {
  '/resource_api/portal/v1/siteconfig/client': { webLogo: 'l.png', webName: '平台', webDesc: 'd', extra: 1 },
  '/resource_api/portal/v1/navbar/client': [{ id: 1, title: '个人中心', linkUrl: '/personal' }],
  '/resource_api/access-message/message/v1/web/portal/notRead': '12',
  '/resource_api/resource/v1/portal/logs/visitor/9': { startTime: 1700000000000 },
  '/resource_api/authority/permission/userinfo': { userId: 7, userName: '张老师', uid: 'u7' },
  '/resource_api/resource/v2/portal/queryFileByCode': [{ fileId: 1, fileName: 'a', fileExt: 'pdf' }],
  '/resource_api/portal/v1/application/launch/5': { id: '5', launchCount: 31 },
};

/**
 * The calls whose answer no schema checks: writes whose answer nobody reads, view counters and logs, and
 * reads the portal does not make (their data stays `unknown` for a caller to check where it uses it).
 */
const WITHOUT_SCHEMA = new Set([
  'applications.cancelApplicationCollection',
  'applications.collectApplication',
  'authUser.changePassword',
  'authUser.getAreaList',
  'authUser.logoutToken',
  'authUser.securityCheck',
  'authUser.updatePasswordExpiry',
  'fileViews.closeFileVisit',
  'fileViews.countAuditedFileView',
  'fileViews.countThreeClassFileView',
  'fileViews.getFileViewTime',
  'fileViews.recordReviewTime',
  'fileViews.saveFileLogs',
  'fileViews.saveVisitorLogs',
  'messages.markMessageRead',
  'person.addNewRelation',
  'person.quitClass',
  'practice.deletePracticeComment',
  'research.addResearchFiles',
  'research.createResearchActivity',
  'research.createResearchInteraction',
  'research.createResearchNews',
  'research.deleteResearchActivity',
  'research.deleteResearchFiles',
  'research.deleteResearchInteraction',
  'research.deleteResearchNews',
  'research.evaluateResearchFile',
  'research.getPublicResearchInteractionPage',
  'research.getResearchActivityVideo',
  'research.getResearchAdminUser',
  'research.updateResearchActivity',
  'research.updateResearchFile',
  'research.updateResearchNews',
]);

let server: TestServer;
let client: PortalClient;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0] ?? '';
    sendJson(response, 200, { code: 20000, data: path in shapedData ? shapedData[path] : { opaque: path } });
  });
  client = createPortalClient({ baseUrl: server.origin, areaCode: 'A1', getToken: () => 't' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

type Row = [
  name: string,
  call: () => Promise<unknown>,
  method: 'GET' | 'POST',
  path: string,
  query?: Record<string, string>,
  body?: unknown,
];

const p = { pageNum: 1 };
const rows = (): Row[] => [
  ['home.getCommercialAds', () => home.getCommercialAds(client), 'GET', 'portal/v1/commericalad/client'],
  [
    'home.getRecommendedApps',
    () => home.getRecommendedApps(client),
    'GET',
    'portal/v1/client/application/recommendApp',
  ],
  ['home.getCollectedApps', () => home.getCollectedApps(client), 'GET', 'portal/v1/application/collection'],
  [
    'home.getHomeArticles',
    () => home.getHomeArticles(client, p),
    'GET',
    'portal/v1/client/v1/article/listHomePage',
    { pageNum: '1' },
  ],
  ['home.getBlogroll', () => home.getBlogroll(client), 'GET', 'portal/v1/blogroll/client'],
  ['home.getCarouselPictures', () => home.getCarouselPictures(client), 'GET', 'portal/v1/carouselpic/client'],
  ['home.getEducationMap', () => home.getEducationMap(client), 'GET', 'portal/v1/educationMap'],
  ['home.getHomeResources', () => home.getHomeResources(client), 'GET', 'portal/v1/resource/client'],
  ['home.getSiteConfig', () => home.getSiteConfig(client), 'GET', 'portal/v1/siteconfig/client'],
  ['home.getFooterInfo', () => home.getFooterInfo(client), 'GET', 'portal/v1/footer/client'],
  ['home.getNavbar', () => home.getNavbar(client), 'GET', 'portal/v1/navbar/client'],
  [
    'home.getSpecialResourceList',
    () => home.getSpecialResourceList(client),
    'GET',
    'portal/v1/class-resource/classPeriod/client/getSpecialResourceList',
  ],
  [
    'home.getArticleTotals',
    () => home.getArticleTotals(client),
    'GET',
    'portal/v1/client/v1/article/queryArticleTotalAndYesterday',
  ],
  [
    'applications.collectApplication',
    () => applications.collectApplication(client, 5),
    'POST',
    'portal/v1/application/collection/5',
  ],
  [
    'applications.cancelApplicationCollection',
    () => applications.cancelApplicationCollection(client, 5),
    'POST',
    'portal/v1/application/cancelcollection/5',
  ],
  ['applications.getApplications', () => applications.getApplications(client), 'GET', 'portal/v1/client/application'],
  [
    'applications.launchApplication',
    () => applications.launchApplication(client, 5),
    'POST',
    'portal/v1/application/launch/5',
  ],
  [
    'information.getArticleTypes',
    () => information.getArticleTypes(client),
    'GET',
    'portal/v1/client/v1/article/articletypeList',
  ],
  [
    'information.getArticles',
    () => information.getArticles(client, p),
    'GET',
    'portal/v1/client/v1/article/frontArticleList',
    { pageNum: '1' },
  ],
  [
    'information.getArticleById',
    () => information.getArticleById(client, { id: 3 }),
    'GET',
    'portal/v1/client/v1/article/getArticleInfoById',
    { id: '3' },
  ],
  [
    'information.getRecommendedArticles',
    () => information.getRecommendedArticles(client),
    'GET',
    'portal/v1/client/v1/article/recommendArticleList',
  ],
  ['person.getPortalUserInfo', () => person.getPortalUserInfo(client), 'GET', 'portal/v1/userInfo'],
  ['person.quitClass', () => person.quitClass(client, 8), 'POST', 'portal/v1/quitClass/8'],
  [
    'person.addNewRelation',
    () => person.addNewRelation(client, { classId: 1 }),
    'POST',
    'portal/v1/addNewRelation',
    undefined,
    { classId: 1 },
  ],
  ['person.getClasses', () => person.getClasses(client), 'GET', 'portal/v1/class'],
  ['person.getSubjects', () => person.getSubjects(client), 'GET', 'portal/v1/subject/client'],
  ['person.getSchoolYears', () => person.getSchoolYears(client), 'GET', 'portal/v1/schoolyear'],
  ['person.getApplicationThemes', () => person.getApplicationThemes(client), 'GET', 'portal/v1/applicationTheme'],
  [
    'person.getWorkbenchApplications',
    () => person.getWorkbenchApplications(client),
    'GET',
    'portal/v1/applicationListClient',
  ],
  [
    'messages.getUnreadCount',
    () => messages.getUnreadCount(client, 7),
    'GET',
    'access-message/message/v1/web/portal/notRead',
    { userId: '7' },
  ],
  [
    'messages.getMessageDetail',
    () => messages.getMessageDetail(client, { id: 1 }),
    'GET',
    'access-message/message/v1/web/portal/detail',
    { id: '1' },
  ],
  [
    'messages.markMessageRead',
    () => messages.markMessageRead(client, { id: 1 }),
    'GET',
    'access-message/message/v1/web/portal/read',
    { id: '1' },
  ],
  [
    'messages.getMessagePage',
    () => messages.getMessagePage(client, p),
    'GET',
    'access-message/message/v1/web/portal/page',
    { pageNum: '1' },
  ],
  [
    'messages.getIntelligentClassDetail',
    () => messages.getIntelligentClassDetail(client, { id: 2 }),
    'GET',
    'access-message/message/v1/client/intelligent/class/detail',
    { id: '2' },
  ],
  [
    'reform.getReformDetail',
    () => reform.getReformDetail(client, { id: 1 }),
    'GET',
    'portal/v1/client/news/evaluate/reform/detail',
    { id: '1' },
  ],
  ['reform.getReformLabels', () => reform.getReformLabels(client), 'GET', 'portal/v1/label/evaluate/reform/list'],
  ['reform.getReformPage', () => reform.getReformPage(client), 'GET', 'portal/v1/news/evaluate/reform/page'],
  ['paint.getAllAwards', () => paint.getAllAwards(client), 'GET', 'paint/client/allAwardInfoList'],
  ['paint.getFirstAwards', () => paint.getFirstAwards(client), 'GET', 'paint/client/firstAwardInfoList'],
  ['paint.getSecondAwards', () => paint.getSecondAwards(client), 'GET', 'paint/client/secondAwardInfoList'],
  ['paint.getThirdAwards', () => paint.getThirdAwards(client), 'GET', 'paint/client/threeAwardInfoList'],
  [
    'afterSchool.getAfterSchoolNotices',
    () => afterSchool.getAfterSchoolNotices(client),
    'GET',
    'access-message/message/common/show/page',
  ],
  [
    'afterSchool.getDictionaryValues',
    () => afterSchool.getDictionaryValues(client, 'town'),
    'GET',
    'api/edu/ebmservice/dicts/queryValues',
    { dicType: 'town' },
  ],
  [
    'afterSchool.getMagazineIssues',
    () => afterSchool.getMagazineIssues(client),
    'GET',
    'course-delay/v1/magazine/number/list',
  ],
  [
    'afterSchool.getMagazineItems',
    () => afterSchool.getMagazineItems(client),
    'GET',
    'course-delay/v1/magazine/item/page',
  ],
  [
    'afterSchool.getMagazineItem',
    () => afterSchool.getMagazineItem(client, 4),
    'GET',
    'course-delay/v1/magazine/item/detail/4',
  ],
  [
    'afterSchool.getCentralSchools',
    () => afterSchool.getCentralSchools(client, { townCode: '410422101' }),
    'GET',
    'course-delay/v1/centralSchool/page',
    { townCode: '410422101' },
  ],
  [
    'afterSchool.getLatestVersion',
    () => afterSchool.getLatestVersion(client),
    'GET',
    'resource/v2/version/getLatestVersion',
  ],
  [
    'safety.getFilesByCode',
    () => safety.getFilesByCode(client, { code: 'aq' }),
    'GET',
    'resource/v2/portal/queryFileByCode',
    { code: 'aq' },
  ],
  [
    'resources.getRecommendedResources',
    () => resources.getRecommendedResources(client),
    'GET',
    'resource/v2/portal/resource/recommend',
  ],
  [
    'resources.getNewestResources',
    () => resources.getNewestResources(client),
    'GET',
    'resource/v2/portal/resource/news',
  ],
  ['resources.getTownRanking', () => resources.getTownRanking(client), 'GET', 'resource/v2/portal/rank/town'],
  ['resources.getSchoolRanking', () => resources.getSchoolRanking(client), 'GET', 'resource/v2/portal/rank/school'],
  ['resources.getTeacherRanking', () => resources.getTeacherRanking(client), 'GET', 'resource/v2/portal/rank/teacher'],
  ['practice.getPracticeSchools', () => practice.getPracticeSchools(client), 'GET', 'practice/v1/portal/school'],
  ['practice.getPracticeAlbums', () => practice.getPracticeAlbums(client), 'GET', 'practice/v1/portal/album'],
  ['practice.getPracticeVideos', () => practice.getPracticeVideos(client), 'GET', 'practice/v1/portal/video'],
  [
    'practice.getPracticeVideoPage',
    () => practice.getPracticeVideoPage(client),
    'GET',
    'practice/v1/portal/video/listPage',
  ],
  [
    'practice.getLatestPracticeInfo',
    () => practice.getLatestPracticeInfo(client),
    'GET',
    'practice/v1/portal/info/latest',
  ],
  [
    'practice.getPracticeInfoTypes',
    () => practice.getPracticeInfoTypes(client),
    'GET',
    'practice/v1/portal/infoType/list',
  ],
  [
    'practice.getPracticeAlbumPage',
    () => practice.getPracticeAlbumPage(client),
    'GET',
    'practice/v1/portal/album/listPage',
  ],
  [
    'practice.getPracticeInfoPage',
    () => practice.getPracticeInfoPage(client),
    'GET',
    'practice/v1/portal/Info/listPage',
  ],
  [
    'practice.getPracticeInfoDetails',
    () => practice.getPracticeInfoDetails(client, 1),
    'GET',
    'practice/v1/portal/info/1/details',
  ],
  ['practice.getPracticeBases', () => practice.getPracticeBases(client, 2), 'GET', 'practice/v1/portal/base/list/2'],
  [
    'practice.getPracticeBaseDetails',
    () => practice.getPracticeBaseDetails(client, 3),
    'GET',
    'practice/v1/portal/base/details/3',
  ],
  ['practice.getAlbumPictures', () => practice.getAlbumPictures(client, 4), 'GET', 'practice/v1/portal/pic/list/4'],
  [
    'practice.getPracticeAlbumDetails',
    () => practice.getPracticeAlbumDetails(client, 5),
    'GET',
    'practice/v1/portal/album/5/details',
  ],
  ['practice.countAlbumView', () => practice.countAlbumView(client, 5), 'GET', 'practice/v1/portal/album/5'],
  [
    'practice.getPracticeCommentPage',
    () => practice.getPracticeCommentPage(client),
    'GET',
    'practice/v1/portal/comment/listPage',
  ],
  [
    'practice.getPracticeVideoDetails',
    () => practice.getPracticeVideoDetails(client, 6),
    'GET',
    'practice/v1/portal/video/6/details',
  ],
  ['practice.countVideoView', () => practice.countVideoView(client, 6), 'GET', 'practice/v1/portal/video/6'],
  [
    'practice.getPracticeActivityPage',
    () => practice.getPracticeActivityPage(client),
    'GET',
    'practice/v1/portal/acty/page',
  ],
  [
    'practice.getAllPracticeSchools',
    () => practice.getAllPracticeSchools(client),
    'GET',
    'practice/v1/portal/school/listAll',
  ],
  ['practice.countInfoView', () => practice.countInfoView(client, 7), 'GET', 'practice/v1/portal/info/7'],
  [
    'practice.getIntroFilePage',
    () => practice.getIntroFilePage(client),
    'GET',
    'practice/v1/portal/intro/pageFileList',
  ],
  [
    'practice.listPracticeActivities',
    () => practice.listPracticeActivities(client, { s: 1 }),
    'POST',
    'practice/v1/portal/acty/list',
    undefined,
    { s: 1 },
  ],
  [
    'practice.addPracticeComment',
    () => practice.addPracticeComment(client, { content: '好' }),
    'POST',
    'practice/v1/practiceComment',
    undefined,
    { content: '好' },
  ],
  [
    'practice.deletePracticeComment',
    () => practice.deletePracticeComment(client, 9),
    'GET',
    'practice/v1/practiceComment/9/del',
  ],
  ['contest.getContests', () => contest.getContests(client), 'GET', 'portal/v1/portal/resource/match/list'],
  [
    'contest.getContestFileHistory',
    () => contest.getContestFileHistory(client),
    'GET',
    'resource/portal/file/history/list',
  ],
  ['contest.getContestFiles', () => contest.getContestFiles(client, 1), 'GET', 'resource/portal/match/file/list/1'],
  [
    'contest.getContestFilePage',
    () => contest.getContestFilePage(client, 1),
    'GET',
    'resource/portal/match/file/listPage/1',
  ],
  ['contest.getContestRules', () => contest.getContestRules(client, 1), 'GET', 'resource/rule/query/1'],
  ['contest.getContestColumns', () => contest.getContestColumns(client, 1), 'GET', 'resource/portal/column/list/1'],
  ['contest.getContestPrizes', () => contest.getContestPrizes(client, 1), 'GET', 'resource/portal/prize/set/list/1'],
  ['contest.getContestOthers', () => contest.getContestOthers(client, 1), 'GET', 'resource/portal/other/list/1'],
  ['contest.getContestResult', () => contest.getContestResult(client, 1), 'GET', 'resource/portal/match/result/1'],
  [
    'exhibition.getExhibitions',
    () => exhibition.getExhibitions(client, { type: 'works' }),
    'GET',
    'portal/v1/exhibition/page',
    { type: 'works' },
  ],
  [
    'exhibition.getExhibitionDetails',
    () => exhibition.getExhibitionDetails(client, 'x/1'),
    'GET',
    'portal/v1/exhibition/x%2F1/details',
  ],
  [
    'contest.queryContestFilePage',
    () => contest.queryContestFilePage(client, p),
    'POST',
    'resource/portal/query/file/listPage',
    undefined,
    p,
  ],
  ['research.getResearchDetails', () => research.getResearchDetails(client), 'GET', 'portal/research/v1/queryDetails'],
  ['research.getResearchBaseInfo', () => research.getResearchBaseInfo(client), 'GET', 'portal/research/v1/baseInfo'],
  [
    'research.createResearchNews',
    () => research.createResearchNews(client, { t: 1 }),
    'POST',
    'portal/research/v1/news/create',
    undefined,
    { t: 1 },
  ],
  [
    'research.updateResearchNews',
    () => research.updateResearchNews(client, 1, { t: 2 }),
    'POST',
    'portal/research/v1/news/1/update',
    undefined,
    { t: 2 },
  ],
  [
    'research.deleteResearchNews',
    () => research.deleteResearchNews(client, 1),
    'POST',
    'portal/research/v1/news/1/del',
  ],
  [
    'research.getResearchNewsPage',
    () => research.getResearchNewsPage(client),
    'GET',
    'portal/research/v1/news/list/page',
  ],
  [
    'research.createResearchActivity',
    () => research.createResearchActivity(client, { a: 1 }),
    'POST',
    'portal/research/v1/activities/create',
    undefined,
    { a: 1 },
  ],
  [
    'research.updateResearchActivity',
    () => research.updateResearchActivity(client, 2, { a: 2 }),
    'POST',
    'portal/research/v1/activities/2/update',
    undefined,
    { a: 2 },
  ],
  [
    'research.deleteResearchActivity',
    () => research.deleteResearchActivity(client, 2),
    'POST',
    'portal/research/v1/activities/2/del',
  ],
  [
    'research.getResearchActivityPage',
    () => research.getResearchActivityPage(client),
    'GET',
    'portal/research/v1/activities/list/page',
  ],
  [
    'research.getResearchActivityDetails',
    () => research.getResearchActivityDetails(client, 2),
    'GET',
    'portal/research/v1/activities/2/details',
  ],
  [
    'research.getResearchActivityVideoDetails',
    () => research.getResearchActivityVideoDetails(client, 3),
    'GET',
    'portal/research/v1/activities/video/3/details',
  ],
  [
    'research.getResearchActivityVideo',
    () => research.getResearchActivityVideo(client, 3),
    'GET',
    'portal/research/v1/activities/video/3',
  ],
  [
    'research.getResearchFilePage',
    () => research.getResearchFilePage(client),
    'GET',
    'portal/research/v1/file/list/page',
  ],
  [
    'research.evaluateResearchFile',
    () => research.evaluateResearchFile(client, 4, { score: 5 }),
    'POST',
    'portal/research/v1/file/4/evaluate',
    undefined,
    { score: 5 },
  ],
  [
    'research.addResearchFiles',
    () => research.addResearchFiles(client, 2, [1]),
    'POST',
    'portal/research/v1/file/add/batch/2',
    undefined,
    [1],
  ],
  [
    'research.updateResearchFile',
    () => research.updateResearchFile(client, 4, { n: 1 }),
    'POST',
    'portal/research/v1/file/4/update',
    undefined,
    { n: 1 },
  ],
  [
    'research.deleteResearchFiles',
    () => research.deleteResearchFiles(client, [4, 5]),
    'POST',
    'portal/research/v1/file/del/batch',
    undefined,
    [4, 5],
  ],
  [
    'research.createResearchInteraction',
    () => research.createResearchInteraction(client, { k: 1 }),
    'POST',
    'portal/research/v1/collectInteraction/create',
    undefined,
    { k: 1 },
  ],
  [
    'research.deleteResearchInteraction',
    () => research.deleteResearchInteraction(client, 6),
    'POST',
    'portal/research/v1/collectInteraction/6/del',
  ],
  [
    'research.getPublicResearchNewsPage',
    () => research.getPublicResearchNewsPage(client),
    'GET',
    'portal/client/research/v1/news/list/page',
  ],
  [
    'research.getPublicResearchNewsDetails',
    () => research.getPublicResearchNewsDetails(client, 1),
    'GET',
    'portal/client/research/v1/news/1/details',
  ],
  [
    'research.getPublicResearchDetails',
    () => research.getPublicResearchDetails(client),
    'GET',
    'portal/client/research/v1/details',
  ],
  [
    'research.getPublicResearchFilePage',
    () => research.getPublicResearchFilePage(client),
    'GET',
    'portal/client/research/v1/file/list/page',
  ],
  [
    'research.getPublicResearchActivityPage',
    () => research.getPublicResearchActivityPage(client),
    'GET',
    'portal/client/research/v1/activities/list/page',
  ],
  [
    'research.getPublicResearchActivityDetails',
    () => research.getPublicResearchActivityDetails(client, 2),
    'GET',
    'portal/client/research/v1/activities/2/details',
  ],
  [
    'research.getPublicResearchInteractionPage',
    () => research.getPublicResearchInteractionPage(client, 3),
    'GET',
    'portal/client/research/v1/collectInteraction/list/page/3',
  ],
  [
    'research.getResearchCollectionPage',
    () => research.getResearchCollectionPage(client, p),
    'GET',
    'portal/client/research/v1/collectInteraction/list/page',
    { pageNum: '1' },
  ],
  [
    'research.getResearchCollection',
    () => research.getResearchCollection(client, 'n 1'),
    'GET',
    'portal/client/research/v1/collectInteraction/n%201',
  ],
  [
    'research.getResearchAdminUser',
    () => research.getResearchAdminUser(client, 4),
    'GET',
    'portal/client/research/v1/adminUser/4',
  ],
  [
    'teacher.getGradesByPhaseIds',
    () => teacher.getGradesByPhaseIds(client),
    'POST',
    'three-class-admin/front/classes/info/selectNjxxByPhaseIds',
    { phaseIds: '2,3' },
  ],
  [
    'teacher.getSubjectListByParams',
    () => teacher.getSubjectListByParams(client, { phaseId: 2 }),
    'POST',
    'resource/v3/attribute/getSubjectListByParams',
    undefined,
    { phaseId: 2 },
  ],
  [
    'teacher.getTeacherPhases',
    () => teacher.getTeacherPhases(client),
    'GET',
    'three-class-admin/admin/teacher/info/phase/list',
  ],
  [
    'teacher.getTeacherSubjects',
    () => teacher.getTeacherSubjects(client),
    'POST',
    'three-class-admin/admin/teacher/info/getSubjectList',
    undefined,
    {},
  ],
  ['teacher.getPhaseList', () => teacher.getPhaseList(client), 'GET', 'resource/v2/attribute/getPhaseList'],
  ['teacher.getGradeList', () => teacher.getGradeList(client), 'GET', 'resource/v2/attribute/getGradeList'],
  [
    'teacher.getSemesterList',
    () => teacher.getSemesterList(client),
    'GET',
    'resource/v2/attribute/getSemetersListByParams',
  ],
  ['teacher.getBookPeriodList', () => teacher.getBookPeriodList(client), 'GET', 'resource/v2/book/getBookPeriodList'],
  [
    'fileViews.recordReviewTime',
    () => fileViews.recordReviewTime(client, { fileId: 9, startTime: 1700000000000 }),
    'POST',
    'resource/v1/portal/logs/reviewTime',
    undefined,
    { fileId: '9', startTime: 1700000000000 },
  ],
  ['fileViews.startFileVisit', () => fileViews.startFileVisit(client, 9), 'POST', 'resource/v1/portal/logs/visitor/9'],
  [
    'fileViews.closeFileVisit',
    () => fileViews.closeFileVisit(client, 9, 1700000000000),
    'POST',
    'resource/v1/portal/logs/visitor/close/9',
    undefined,
    { startTime: 1700000000000 },
  ],
  [
    'fileViews.countThreeClassFileView',
    () => fileViews.countThreeClassFileView(client, 9),
    'POST',
    'three-class-admin/v1/portal/file/updateSeeTimes/9',
  ],
  [
    'fileViews.countAuditedFileView',
    () => fileViews.countAuditedFileView(client, 9),
    'POST',
    'resource/v1/portal/file/seeTimes/audit/9',
  ],
  ['fileViews.getFileViewTime', () => fileViews.getFileViewTime(client), 'GET', 'resource/v2/count/fileViewTime'],
  [
    'fileViews.saveFileLogs',
    () => fileViews.saveFileLogs(client, { id: 1 }),
    'POST',
    'resource/v2/logs/saveAndUpdateFileLogs',
    undefined,
    { id: 1 },
  ],
  [
    'fileViews.saveVisitorLogs',
    () => fileViews.saveVisitorLogs(client, { id: 1 }),
    'POST',
    'resource/v2/logs/saveVisitorLogs',
    undefined,
    { id: 1 },
  ],
  ['authUser.getUserInfo', () => authUser.getUserInfo(client), 'GET', 'authority/permission/userinfo'],
  [
    'authUser.securityCheck',
    () => authUser.securityCheck(client, { username: 'u', password: 'p' }),
    'POST',
    'lc_login/uc/j_hh_security_check',
    undefined,
    { username: 'u', password: 'p' },
  ],
  ['authUser.logoutToken', () => authUser.logoutToken(client, 'tk'), 'POST', 'api/admin/logout/token', { token: 'tk' }],
  [
    'authUser.getUserPermissionList',
    () => authUser.getUserPermissionList(client, { systemId: 3, uid: 'u7' }),
    'GET',
    'authority/permission/getUserPermissionList',
    { systemId: '3', uid: 'u7' },
  ],
  [
    'authUser.updatePasswordExpiry',
    () => authUser.updatePasswordExpiry(client, 'u7'),
    'GET',
    'api/edu/uc/eduUserExt/updateExpirTime',
    { uid: 'u7' },
  ],
  [
    'authUser.changePassword',
    () => authUser.changePassword(client, { oldPassword: 'old12345', newPassword: 'new12345' }),
    'POST',
    'api/edu/uc/eduUserExt/changePassword',
    undefined,
    { oldPassword: 'old12345', newPassword: 'new12345' },
  ],
  [
    'authUser.getAreaList',
    () => authUser.getAreaList(client, { parentId: 0 }),
    'GET',
    'api/edu/uc/v2/area/list',
    { parentId: '0' },
  ],
];

describe('portal section calls', () => {
  it('cover every exported function of every section module', () => {
    const modules = {
      afterSchool,
      applications,
      authUser,
      contest,
      exhibition,
      fileViews,
      home,
      information,
      messages,
      paint,
      person,
      practice,
      reform,
      research,
      resources,
      safety,
      teacher,
    };
    const exported = Object.entries(modules).flatMap(([section, module]) =>
      Object.entries(module)
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => `${section}.${name}`),
    );
    expect(
      rows()
        .map(([name]) => name)
        .sort(),
    ).toEqual(exported.sort());
  });

  it.each(rows().map((row) => [row[0], row] as const))('%s', async (_name, [, call, method, path, query, body]) => {
    const data = await call().catch((error: unknown) => error);
    const request = server.requests.at(-1) as RecordedRequest;
    const url = new URL(request.url, server.origin);
    expect(request.method).toBe(method);
    expect(url.pathname).toBe(`/resource_api/${path}`);
    const expectedQuery = { ...query, ...(method === 'GET' ? { areaCode: 'A1' } : {}) };
    expect(Object.fromEntries(url.searchParams)).toEqual(expectedQuery);
    if (body !== undefined) expect(JSON.parse(request.text)).toEqual(body);
    // A call without a response schema hands the data back untouched (one with a schema checks it).
    if (!(url.pathname in shapedData) && WITHOUT_SCHEMA.has(_name)) expect(data).toEqual({ opaque: url.pathname });
  });

  it('checks every answer the platform reads with its response schema (writes and opaque calls listed)', async () => {
    const saved = client;
    const unchecked: string[] = [];
    try {
      for (const [name, call] of rows()) {
        let schema: unknown;
        const record = (_path: string, options?: { schema?: unknown }) => {
          schema = options?.schema;
          return Promise.resolve(undefined as never);
        };
        client = { get: record, post: record, urlFor: (path) => path };
        await call().catch(() => undefined);
        if (schema === undefined) unchecked.push(name);
      }
    } finally {
      client = saved;
    }
    expect(unchecked.sort()).toEqual([...WITHOUT_SCHEMA].sort());
  });

  it("logs out the request's own session when no token is named", async () => {
    await authUser.logoutToken(client);
    const request = server.requests.at(-1) as RecordedRequest;
    const url = new URL(request.url, server.origin);
    expect(url.pathname).toBe('/resource_api/api/admin/logout/token');
    expect(url.search).toBe('');
  });

  it('parses the shaped replies', async () => {
    expect(await applications.launchApplication(client, 5)).toEqual({ id: '5', launchCount: 31 });
    expect(await home.getSiteConfig(client)).toMatchObject({
      webLogo: 'l.png',
      webName: '平台',
      webDesc: 'd',
      extra: 1,
    });
    expect(await home.getNavbar(client)).toEqual([{ id: 1, title: '个人中心', linkUrl: '/personal' }]);
    expect(await messages.getUnreadCount(client, 7)).toBe(12);
    expect(await fileViews.startFileVisit(client, 9)).toBe(1700000000000);
    expect(await authUser.getUserInfo(client)).toMatchObject({ userId: 7, userName: '张老师' });
    expect(await safety.getFilesByCode(client, { code: 'x' })).toEqual([{ fileId: 1, fileName: 'a', fileExt: 'pdf' }]);
  });

  it('answers null from getUserInfo for an anonymous visitor (success with no data)', async () => {
    const saved = shapedData['/resource_api/authority/permission/userinfo'];
    shapedData['/resource_api/authority/permission/userinfo'] = null;
    try {
      const user: User | null = await authUser.getUserInfo(client);
      expect(user).toBeNull();
    } finally {
      shapedData['/resource_api/authority/permission/userinfo'] = saved;
    }
  });
});
