import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { matchRoute, useRouter } from 'wouter';
import { type PathEntry, paths } from '../config/paths';

/** What every routed screen receives: the route's parameters (e.g. `id` of /detial/{id}). */
export interface ScreenProps {
  params: Readonly<Record<string, string | undefined>>;
}

/** A screen module: its default export is the screen. */
type ScreenModule = { default: ComponentType<ScreenProps> };

/** A lazy screen that can also be asked to start loading before it renders. */
type PreloadableScreen = LazyExoticComponent<ComponentType<ScreenProps>> & { preload(): Promise<ScreenModule> };

/** `React.lazy` plus `preload()`: both share one import, so preloading makes the render find it ready. */
function lazyScreen(load: () => Promise<ScreenModule>): PreloadableScreen {
  let loading: Promise<ScreenModule> | undefined;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}

/** A registered route: its path entry, its title, and its screen (one lazy chunk per section). */
export interface AppRoute {
  readonly entry: Pick<PathEntry, 'path' | 'keepAlive'>;
  /** The screen's name in the document title; none on the home page (the site name alone). */
  readonly title?: string;
  readonly Screen: PreloadableScreen;
}

const home = lazyScreen(() => import('../features/home/home-screen'));
const applications = lazyScreen(() => import('../features/applications/applications-screen'));
const information = lazyScreen(() => import('../features/information/information-screen'));
const articleDetail = lazyScreen(() => import('../features/information/article-detail-screen'));
const messages = lazyScreen(() => import('../features/messages/messages-screen'));
const messageDetail = lazyScreen(() => import('../features/messages/message-detail-screen'));
const personal = lazyScreen(() => import('../features/personal/personal-screen'));
const login = lazyScreen(() => import('./routes/login-screen'));
const redirect = lazyScreen(() => import('./routes/redirect-screen'));
const notFound = lazyScreen(() => import('./routes/not-found-screen'));

/**
 * Every route with a screen. Paths not listed here go to /404 (the other sections register theirs here
 * when their screens exist; see the portal README, "Adding a section").
 */
export const appRoutes: readonly AppRoute[] = [
  { entry: paths.home, Screen: home },
  { entry: paths.application, title: '应用中心', Screen: applications },
  { entry: paths.information, title: '资讯中心', Screen: information },
  { entry: paths.articleDetail, title: '资讯详情', Screen: articleDetail },
  { entry: paths.messages, title: '消息通知', Screen: messages },
  { entry: paths.messageDetail, title: '消息详情', Screen: messageDetail },
  { entry: paths.personal, title: '个人中心', Screen: personal },
  { entry: paths.login, title: '登录', Screen: login },
  { entry: paths.redirect, title: '正在跳转', Screen: redirect },
  { entry: paths.notFound, title: '页面不存在', Screen: notFound },
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
export function preloadScreenOf(pathname: string, parser: Parameters<typeof matchRoute>[0]): void {
  void matchAppRoute(pathname === '/' ? '/index' : pathname, parser)?.route.Screen.preload();
}

/** The hook form of {@link matchAppRoute}, with the router's pattern parser. */
export function useRouteMatch(pathname: string): RouteMatch | undefined {
  const { parser } = useRouter();
  return matchAppRoute(pathname, parser);
}

/** The registered route of a path, if any. */
export function matchAppRoute(pathname: string, parser: Parameters<typeof matchRoute>[0]): RouteMatch | undefined {
  for (const route of appRoutes) {
    const [matched, params] = matchRoute(parser, route.entry.path, pathname);
    if (matched) return { route, params: { ...params } };
  }
  return undefined;
}
