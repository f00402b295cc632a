import { matchRoute, useRouter } from 'wouter';
import { type PathEntry, paths } from '../config/paths';
import type { FirstPictures } from '../lib/prefetch-queries';
import { type FirstData, lazyScreen, NO_FIRST_DATA, NO_FIRST_PICTURES, type PreloadableScreen } from './lazy-screen';

export type { FirstData } from './lazy-screen';

/** A registered route: its path entry, its title, and its screen (one lazy chunk per section). */
interface AppRoute {
  readonly entry: Pick<PathEntry, 'path' | 'keepAlive'>;
  /** The screen's name in the document title; none on the home page (the site name alone). */
  readonly title?: string;
  readonly Screen: PreloadableScreen;
}

const home = lazyScreen(
  () => import('../features/home/home-screen'),
  () => import('../features/home/home-first-data'),
);
const applications = lazyScreen(() => import('../features/applications/applications-screen'));
const information = lazyScreen(
  () => import('../features/information/information-screen'),
  () => import('../features/information/information-first-data'),
);
const articleDetail = lazyScreen(() => import('../features/information/article-detail-screen'));
const messages = lazyScreen(
  () => import('../features/messages/messages-screen'),
  () => import('../features/messages/messages-first-data'),
);
const messageDetail = lazyScreen(() => import('../features/messages/message-detail-screen'));
const reform = lazyScreen(
  () => import('../features/reform/reform-screen'),
  () => import('../features/reform/reform-first-data'),
);
const reformDetail = lazyScreen(() => import('../features/reform/reform-detail-screen'));
const paint = lazyScreen(
  () => import('../features/paint/paint-screen'),
  () => import('../features/paint/paint-first-data'),
);
const afterService = lazyScreen(
  () => import('../features/after-service/after-service-screen'),
  () => import('../features/after-service/after-service-first-data'),
);
const networkSafety = lazyScreen(
  () => import('../features/network-safety/network-safety-screen'),
  () => import('../features/network-safety/network-safety-first-data'),
);
const exhibition = lazyScreen(
  () => import('../features/exhibition/exhibition-screen'),
  () => import('../features/exhibition/exhibition-first-data'),
);
const resource = lazyScreen(
  () => import('../features/resource/resource-screen'),
  () => import('../features/resource/resource-first-data'),
);
const contestList = lazyScreen(
  () => import('../features/contest/contest-list-screen'),
  () => import('../features/contest/contest-list-first-data'),
);
const contestResult = lazyScreen(() => import('../features/contest/contest-result-screen'));
const contestResources = lazyScreen(() => import('../features/contest/contest-resources-screen'));
const login = lazyScreen(() => import('./routes/login-screen'));
const redirect = lazyScreen(() => import('./routes/redirect-screen'));
const notFound = lazyScreen(() => import('./routes/not-found-screen'));
// Part 2.
const personal = lazyScreen(() => import('../features/personal/personal-screen'));
const zhsj = lazyScreen(
  () => import('../features/practice/practice-home-screen'),
  () => import('../features/practice/practice-home-first-data'),
);
const zhsjArticles = lazyScreen(() => import('../features/practice/article-list-screen'));
const zhsjArticle = lazyScreen(() => import('../features/practice/article-detail-screen'));
const zhsjSchools = lazyScreen(() => import('../features/practice/schools-screen'));
const zhsjSchool = lazyScreen(() => import('../features/practice/school-detail-screen'));
const zhsjMedia = lazyScreen(() => import('../features/practice/media-screen'));
const zhsjMediaDetail = lazyScreen(() => import('../features/practice/media-detail-screen'));
const zhsjActivities = lazyScreen(() => import('../features/practice/activity-list-screen'));
const zhsjActivity = lazyScreen(() => import('../features/practice/activity-detail-screen'));
const hdym = lazyScreen(
  () => import('../features/three-classrooms/hdym-screen'),
  () => import('../features/three-classrooms/hdym-first-data'),
);
const threeClassInfo = lazyScreen(() => import('../features/three-classrooms/programme-screen'));
// Issue 14: two-research-one-journal.
const lyyk = lazyScreen(
  () => import('../features/research/research-home-screen'),
  () => import('../features/research/research-home-first-data'),
);
const lyykArticles = lazyScreen(() => import('../features/research/news-list-screen'));
const lyykArticle = lazyScreen(() => import('../features/research/news-detail-screen'));
const lyykActivities = lazyScreen(() => import('../features/research/activity-list-screen'));
const lyykActivity = lazyScreen(() => import('../features/research/activity-detail-screen'));
const lyykManage = lazyScreen(() => import('../features/research/news-manage-screen'));
const lyykActiveManage = lazyScreen(() => import('../features/research/activity-manage-screen'));
// Issue 14: the studios and the studio admin.
const studios = lazyScreen(
  () => import('../features/studios/studios-screen'),
  () => import('../features/studios/studios-first-data'),
);
const studioDetail = lazyScreen(() => import('../features/studios/studio-detail-screen'));
const studioNews = lazyScreen(() => import('../features/studios/studio-news-screen'));
const studioSchools = lazyScreen(() => import('../features/studios/studio-schools-screen'));
const studioItem = lazyScreen(() => import('../features/studios/studio-item-screen'));
const studioAdmin = lazyScreen(() => import('../features/studios/admin/studio-admin-screen'));
// Issue 32: the platform console.
const consoleScreen = lazyScreen(() => import('../features/console/console-screen'));

/**
 * Every route with a screen. Paths not listed here go to /404 (the other sections register theirs here
 * when their screens exist; see the portal README, "Adding a section").
 */
const appRoutes: readonly AppRoute[] = [
  { entry: paths.home, Screen: home },
  { entry: paths.application, title: '应用中心', Screen: applications },
  { entry: paths.information, title: '资讯中心', Screen: information },
  { entry: paths.articleDetail, title: '资讯详情', Screen: articleDetail },
  { entry: paths.messages, title: '消息通知', Screen: messages },
  { entry: paths.messageDetail, title: '消息详情', Screen: messageDetail },
  { entry: paths.reform, title: '评价改革', Screen: reform },
  { entry: paths.reformDetail, title: '评价改革资讯', Screen: reformDetail },
  { entry: paths.paint, title: '绘画获奖', Screen: paint },
  { entry: paths.afterService, title: '课后服务', Screen: afterService },
  { entry: paths.networkSafety, title: '网络安全', Screen: networkSafety },
  { entry: paths.exhibition, title: '展厅', Screen: exhibition },
  { entry: paths.resource, title: '资源中心', Screen: resource },
  { entry: paths.contestList, title: '资源大赛', Screen: contestList },
  { entry: paths.contestResult, title: '比赛结果', Screen: contestResult },
  { entry: paths.contestResources, title: '参赛作品', Screen: contestResources },
  { entry: paths.login, title: '登录', Screen: login },
  { entry: paths.redirect, title: '正在跳转', Screen: redirect },
  { entry: paths.notFound, title: '页面不存在', Screen: notFound },
  // Part 2.
  { entry: paths.personal, title: '个人中心', Screen: personal },
  { entry: paths.zhsj, title: '绿色健康实践', Screen: zhsj },
  { entry: paths.zhsjArticles, title: '实践文章', Screen: zhsjArticles },
  { entry: paths.zhsjArticle, title: '实践文章', Screen: zhsjArticle },
  { entry: paths.zhsjSchools, title: '学校与基地', Screen: zhsjSchools },
  { entry: paths.zhsjSchool, title: '实践学校', Screen: zhsjSchool },
  { entry: paths.zhsjMedia, title: '相册视频', Screen: zhsjMedia },
  { entry: paths.zhsjMediaDetail, title: '相册视频', Screen: zhsjMediaDetail },
  { entry: paths.zhsjActivities, title: '实践活动', Screen: zhsjActivities },
  { entry: paths.zhsjActivity, title: '活动详情', Screen: zhsjActivity },
  { entry: paths.hdym, title: '三个课堂', Screen: hdym },
  { entry: paths.threeClassInfo, title: '课程详情', Screen: threeClassInfo },
  // Issue 14.
  { entry: paths.lyyk, title: '两研一刊', Screen: lyyk },
  { entry: paths.lyykArticles, title: '教研资讯', Screen: lyykArticles },
  { entry: paths.lyykArticle, title: '教研资讯', Screen: lyykArticle },
  { entry: paths.lyykActivities, title: '教研活动', Screen: lyykActivities },
  { entry: paths.lyykActivity, title: '教研活动', Screen: lyykActivity },
  { entry: paths.lyykManage, title: '两研一刊管理', Screen: lyykManage },
  { entry: paths.lyykActiveManage, title: '活动管理', Screen: lyykActiveManage },
  { entry: paths.threeStudio, title: '三名工作室', Screen: studios },
  { entry: paths.studioDetail, title: '工作室详情', Screen: studioDetail },
  { entry: paths.studioNews, title: '工作室动态', Screen: studioNews },
  { entry: paths.studioSchools, title: '工作室学校', Screen: studioSchools },
  { entry: paths.ykbkDetail, title: '研课备课', Screen: studioItem },
  { entry: paths.gkykDetail, title: '观课议课', Screen: studioItem },
  { entry: paths.jyyjDetail, title: '教育研究', Screen: studioItem },
  { entry: paths.studioAdmin, title: '工作室管理', Screen: studioAdmin },
  { entry: paths.console, title: '平台管理', Screen: consoleScreen },
];

/** A route matched against a path, with its parameters. */
export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string | undefined>;
}

/**
 * Starts loading the chunk of the page being opened while the app itself starts (main.tsx), instead of
 * after the first render: the first screen's chunk and the app's code download and run side by side.
 */
export function preloadScreenOf(pathname: string, parser: Parameters<typeof matchRoute>[0]): FirstData {
  const screen = screenOfPage(pathname, parser);
  return screen ? screen.preload() : NO_FIRST_DATA;
}

/**
 * For a server render: loads the screen of a path and its first data into the render's query client.
 * Settles once done, with the screen's first pictures; paths without a screen settle at once.
 */
export function prepareScreenOf(
  pathname: string,
  parser: Parameters<typeof matchRoute>[0],
  client: Parameters<PreloadableScreen['prepare']>[0],
): Promise<FirstPictures> {
  const screen = screenOfPage(pathname, parser);
  return screen ? screen.prepare(client) : Promise.resolve(NO_FIRST_PICTURES);
}

/** The screen's name in the document title of a path (none for the home page or an unknown path). */
export function routeTitleOf(pathname: string, parser: Parameters<typeof matchRoute>[0]): string | undefined {
  return matchAppRoute(pathname, parser)?.route.title;
}

/** The screen a page opens with (`/` opens the home page's, as the router's redirect will). */
function screenOfPage(pathname: string, parser: Parameters<typeof matchRoute>[0]): PreloadableScreen | undefined {
  return matchAppRoute(pathname === '/' ? '/index' : pathname, parser)?.route.Screen;
}

/** The hook form of {@link matchAppRoute}, with the router's pattern parser. */
export function useRouteMatch(pathname: string): RouteMatch | undefined {
  const { parser } = useRouter();
  return matchAppRoute(pathname, parser);
}

/** The registered route of a path, if any. */
function matchAppRoute(pathname: string, parser: Parameters<typeof matchRoute>[0]): RouteMatch | undefined {
  for (const route of appRoutes) {
    const [matched, params] = matchRoute(parser, route.entry.path, pathname);
    if (matched) return { route, params: { ...params } };
  }
  return undefined;
}
