import type { Page } from 'playwright-core';
import { CONSOLE_SECTIONS } from '../src/features/console/console-sections';

/** Who walks: a visitor, or a demo user (README's table). */
export type Walker = 'visitor' | 'teacher' | 'student' | 'lyyk-admin' | 'studio-owner' | 'admin';

/**
 * SPEC §2's routes (with the studio admin's pages and the platform console's), each with the walkers who
 * reach it. /404 and /redirect are left out on purpose: they are where a broken or off-site address is
 * sent, and no link of the portal leads there. /login is the visitor's (a signed-in user has no 登录 link).
 */
const EVERYONE: readonly Walker[] = ['visitor', 'teacher', 'student', 'lyyk-admin', 'studio-owner', 'admin'];
const SIGNED_IN: readonly Walker[] = ['teacher', 'student', 'lyyk-admin', 'studio-owner', 'admin'];

const SPEC_ROUTES: Readonly<Record<string, readonly Walker[]>> = {
  '/index': EVERYONE,
  '/three-studio': EVERYONE,
  '/three-studio/detail': EVERYONE,
  '/three-studio/2syNewsInfo': EVERYONE,
  '/three-studio/2syClassInfo': EVERYONE,
  '/three-studio/school': EVERYONE,
  '/three-studio/ykbkDetail': EVERYONE,
  '/three-studio/gkykDetail': EVERYONE,
  '/three-studio/jyyjDetail': EVERYONE,
  '/lyyk': EVERYONE,
  '/lyyk/article': EVERYONE,
  '/lyyk/article/{id}': EVERYONE,
  '/lyyk/active': EVERYONE,
  '/lyyk/active/{id}': EVERYONE,
  '/lyyk/manage': ['lyyk-admin'],
  '/lyyk/activeManage': ['lyyk-admin'],
  '/hdym': EVERYONE,
  '/zhsj': EVERYONE,
  '/zhsj/articlelist': EVERYONE,
  '/zhsj/article/{id}': EVERYONE,
  '/zhsj/schools': EVERYONE,
  '/zhsj/schools/{id}': EVERYONE,
  '/zhsj/media': EVERYONE,
  '/zhsj/media/{id}': EVERYONE,
  '/zhsj/activityList': EVERYONE,
  '/zhsj/activityDetail': EVERYONE,
  '/information': EVERYONE,
  '/application': EVERYONE,
  '/afterService': EVERYONE,
  '/networkSafety': EVERYONE,
  '/exhibition': EVERYONE,
  '/detial/{id}': EVERYONE,
  '/messageInfo/{id}': SIGNED_IN,
  '/reform': EVERYONE,
  '/reformInfo/{id}': EVERYONE,
  '/personal': SIGNED_IN,
  '/paint': EVERYONE,
  '/jhmessage': EVERYONE,
  '/resource': EVERYONE,
  '/contest/list': EVERYONE,
  '/contest/result': EVERYONE,
  '/contest/resourceList': EVERYONE,
  '/login': ['visitor'],
  '/three-studio/base/home': ['studio-owner'],
  '/three-studio/base/news': ['studio-owner'],
  '/three-studio/base/content': ['studio-owner'],
  '/three-studio/base/resources': ['studio-owner'],
  '/three-studio/base/members': ['studio-owner'],
  '/three-studio/base/typeList': ['studio-owner'],
  '/three-studio/base/works': ['studio-owner'],
  // The platform console (issue 32): the 平台管理员's, from the user menu.
  '/console/content': ['admin'],
  '/console/content/edit': ['admin'],
  '/console/home': ['admin'],
  '/console/people': ['admin'],
  '/console/resources': ['admin'],
  '/console/notices': ['admin'],
  '/console/stats': ['admin'],
  '/console/audit': ['admin'],
};

/** One click of a person: where on the page, and on what. */
export type Step =
  /** An item of the navigation bar: on the bar, under 更多, or in the phone's menu. */
  | { via: 'nav'; name: string }
  /** A link of the footer's site map. */
  | { via: 'footer'; name: string }
  /** A link of the home page's 栏目导航. */
  | { via: 'shortcut'; name: string }
  /** The site's logo and name (back to the home page). */
  | { via: 'logo' }
  /** The message bell. */
  | { via: 'bell' }
  /** An entry of the user menu (the avatar's dropdown). */
  | { via: 'user-menu'; name: string }
  /** The first visible link of the page's content matching a CSS selector (where it leads: `a[href^="…"]`). */
  | { via: 'link'; css: string }
  /** A link of the content by its name (and, optionally, inside a landmark named so). */
  | { via: 'named-link'; name: string; within?: string }
  /** A button of the content (a tab, a chip) that changes what the page shows. */
  | { via: 'button'; name: string };

/** A leg of the walk: the clicks from where the previous leg ended, and the route they must reach. */
export interface Leg {
  route: keyof typeof SPEC_ROUTES;
  /** The address reached (path and query). */
  lands: RegExp;
  /** The leg ends outside the portal's pages (the sign-in page): nothing of the portal to wait for there. */
  leavesPortal?: boolean;
  steps: readonly Step[];
}

const nav = (name: string): Step => ({ via: 'nav', name });

const link = (css: string): Step => ({ via: 'link', css });

/**
 * The walk from /index by clicks alone, in an order where each leg starts on the page the last one reached.
 * A walker takes the legs of the routes that are theirs (SPEC_ROUTES); the sections are entered through the
 * navigation bar, 更多, the footer and the home page's 栏目导航 alike, so each of those ways is used.
 */
const WALK: readonly Leg[] = [
  { route: '/hdym', lands: /^\/hdym$/, steps: [nav('三个课堂')] },
  {
    route: '/three-studio/2syClassInfo',
    lands: /^\/three-studio\/2syClassInfo\?id=\w+/,
    steps: [link('a[href^="/three-studio/2syClassInfo?id="]')],
  },
  { route: '/zhsj', lands: /^\/zhsj$/, steps: [nav('绿色健康实践')] },
  { route: '/zhsj/articlelist', lands: /^\/zhsj\/articlelist$/, steps: [link('a[href="/zhsj/articlelist"]')] },
  { route: '/zhsj/article/{id}', lands: /^\/zhsj\/article\/\w+$/, steps: [link('a[href^="/zhsj/article/"]')] },
  {
    route: '/zhsj/schools',
    lands: /^\/zhsj\/schools$/,
    steps: [nav('绿色健康实践'), link('a[href="/zhsj/schools"]')],
  },
  { route: '/zhsj/schools/{id}', lands: /^\/zhsj\/schools\/\w+$/, steps: [link('a[href^="/zhsj/schools/"]')] },
  {
    route: '/zhsj/media',
    lands: /^\/zhsj\/media(\?type=\w+)?$/,
    steps: [nav('绿色健康实践'), link('a[href^="/zhsj/media?type="]')],
  },
  {
    route: '/zhsj/media/{id}',
    lands: /^\/zhsj\/media\/\w+\?type=\w+$/,
    steps: [link('a[href^="/zhsj/media/"]')],
  },
  {
    route: '/zhsj/activityList',
    lands: /^\/zhsj\/activityList$/,
    steps: [nav('绿色健康实践'), link('a[href="/zhsj/activityList"]')],
  },
  {
    route: '/zhsj/activityDetail',
    lands: /^\/zhsj\/activityDetail\?id=\w+$/,
    steps: [link('a[href^="/zhsj/activityDetail?id="]')],
  },
  { route: '/resource', lands: /^\/resource$/, steps: [nav('资源中心')] },
  { route: '/contest/list', lands: /^\/contest\/list$/, steps: [nav('资源大赛')] },
  {
    route: '/contest/result',
    lands: /^\/contest\/result(\?matchId=\w+)?$/,
    steps: [link('a[href^="/contest/result"]')],
  },
  {
    route: '/contest/resourceList',
    lands: /^\/contest\/resourceList(\?matchId=\w+)?$/,
    steps: [nav('资源大赛'), link('a[href^="/contest/resourceList"]')],
  },
  { route: '/lyyk', lands: /^\/lyyk$/, steps: [nav('两研一刊')] },
  { route: '/lyyk/article', lands: /^\/lyyk\/article$/, steps: [link('a[href="/lyyk/article"]')] },
  { route: '/lyyk/article/{id}', lands: /^\/lyyk\/article\/\w+$/, steps: [link('a[href^="/lyyk/article/"]')] },
  { route: '/lyyk/active', lands: /^\/lyyk\/active$/, steps: [nav('两研一刊'), link('a[href="/lyyk/active"]')] },
  { route: '/lyyk/active/{id}', lands: /^\/lyyk\/active\/\w+$/, steps: [link('a[href^="/lyyk/active/"]')] },
  { route: '/three-studio', lands: /^\/three-studio$/, steps: [nav('三名工作室')] },
  { route: '/three-studio/school', lands: /^\/three-studio\/school$/, steps: [link('a[href="/three-studio/school"]')] },
  {
    route: '/three-studio/detail',
    lands: /^\/three-studio\/detail\?id=\w+$/,
    steps: [link('a[href^="/three-studio/detail?id="]')],
  },
  {
    route: '/three-studio/2syNewsInfo',
    lands: /^\/three-studio\/2syNewsInfo\?id=\w+$/,
    steps: [link('a[href^="/three-studio/2syNewsInfo?id="]')],
  },
  {
    route: '/three-studio/ykbkDetail',
    lands: /^\/three-studio\/ykbkDetail\?id=\w+$/,
    steps: [link('a[href^="/three-studio/detail?id="]'), link('a[href^="/three-studio/ykbkDetail?id="]')],
  },
  {
    route: '/three-studio/gkykDetail',
    lands: /^\/three-studio\/gkykDetail\?id=\w+$/,
    steps: [
      link('a[href^="/three-studio/detail?id="]'),
      { via: 'button', name: '观课议课' },
      link('a[href^="/three-studio/gkykDetail?id="]'),
    ],
  },
  {
    route: '/three-studio/jyyjDetail',
    lands: /^\/three-studio\/jyyjDetail\?id=\w+$/,
    steps: [
      link('a[href^="/three-studio/detail?id="]'),
      { via: 'button', name: '教育研究' },
      link('a[href^="/three-studio/jyyjDetail?id="]'),
    ],
  },
  { route: '/application', lands: /^\/application$/, steps: [nav('应用中心')] },
  { route: '/information', lands: /^\/information$/, steps: [nav('资讯中心')] },
  { route: '/detial/{id}', lands: /^\/detial\/[\w-]+$/, steps: [link('a[href^="/detial/"]')] },
  { route: '/reform', lands: /^\/reform$/, steps: [nav('评价改革')] },
  { route: '/reformInfo/{id}', lands: /^\/reformInfo\/\w+$/, steps: [link('a[href^="/reformInfo/"]')] },
  { route: '/afterService', lands: /^\/afterService$/, steps: [{ via: 'footer', name: '课后服务' }] },
  { route: '/paint', lands: /^\/paint$/, steps: [nav('绘画获奖')] },
  { route: '/index', lands: /^\/index$/, steps: [{ via: 'logo' }] },
  { route: '/exhibition', lands: /^\/exhibition$/, steps: [{ via: 'shortcut', name: '展厅' }] },
  { route: '/networkSafety', lands: /^\/networkSafety$/, steps: [nav('网络安全')] },
  { route: '/jhmessage', lands: /^\/jhmessage$/, steps: [nav('通知公告')] },
  // A signed-in user's own pages.
  {
    route: '/messageInfo/{id}',
    lands: /^\/messageInfo\/[\w-]+$/,
    steps: [{ via: 'bell' }, link('a[href^="/messageInfo/"]')],
  },
  { route: '/personal', lands: /^\/personal\?typeIndex=1$/, steps: [{ via: 'user-menu', name: '工作台' }] },
  // The research administrator's: from the user menu, then from /lyyk.
  { route: '/lyyk/manage', lands: /^\/lyyk\/manage$/, steps: [{ via: 'user-menu', name: '两研一刊管理' }] },
  {
    route: '/lyyk/activeManage',
    lands: /^\/lyyk\/activeManage$/,
    steps: [{ via: 'named-link', name: '活动管理', within: '管理栏目' }],
  },
  {
    route: '/lyyk/manage',
    lands: /^\/lyyk\/manage$/,
    steps: [nav('两研一刊'), { via: 'named-link', name: '两研一刊管理', within: '两研一刊栏目' }],
  },
  // The studio host's: from the user menu, through the admin's menu and its pages, and from her studio's page.
  {
    route: '/three-studio/base/home',
    lands: /^\/three-studio\/base\/home\?studio=\w+$/,
    steps: [{ via: 'user-menu', name: '工作室管理' }],
  },
  {
    route: '/three-studio/base/news',
    lands: /^\/three-studio\/base\/news\?studio=\w+$/,
    steps: [{ via: 'named-link', name: '工作室动态', within: '工作室管理菜单' }],
  },
  {
    route: '/three-studio/base/content',
    lands: /^\/three-studio\/base\/content\?studio=\w+$/,
    steps: [link('a[href^="/three-studio/base/content?"]')],
  },
  {
    route: '/three-studio/base/resources',
    lands: /^\/three-studio\/base\/resources\?studio=\w+$/,
    steps: [{ via: 'named-link', name: '资源管理', within: '工作室管理菜单' }],
  },
  {
    route: '/three-studio/base/members',
    lands: /^\/three-studio\/base\/members\?studio=\w+$/,
    steps: [{ via: 'named-link', name: '成员管理', within: '工作室管理菜单' }],
  },
  {
    route: '/three-studio/base/typeList',
    lands: /^\/three-studio\/base\/typeList\?studio=\w+$/,
    steps: [
      { via: 'named-link', name: '工作室首页', within: '工作室管理菜单' },
      { via: 'named-link', name: '栏目管理' },
    ],
  },
  {
    route: '/three-studio/base/works',
    lands: /^\/three-studio\/base\/works\?studio=\w+$/,
    steps: [
      { via: 'named-link', name: '工作室首页', within: '工作室管理菜单' },
      link('a[href^="/three-studio/base/works?"]'),
    ],
  },
  {
    route: '/three-studio/base/home',
    lands: /^\/three-studio\/base\/home\?studio=\w+$/,
    steps: [
      { via: 'named-link', name: '工作室首页', within: '工作室管理菜单' },
      { via: 'named-link', name: '查看工作室主页' },
      { via: 'named-link', name: '工作室管理' },
    ],
  },
  // The platform administrator's console: from the user menu, then each section of its menu.
  { route: '/console/content', lands: /^\/console$/, steps: [{ via: 'user-menu', name: '平台管理' }] },
  {
    route: '/console/content/edit',
    lands: /^\/console\/content\/edit$/,
    steps: [{ via: 'named-link', name: '新建文章' }],
  },
  // Each section of its menu, the content section last (the menu's first: it is where the console opens).
  ...[...CONSOLE_SECTIONS.slice(1), ...CONSOLE_SECTIONS.slice(0, 1)].map(
    (section): Leg => ({
      route: `/console/${section.id}`,
      lands: new RegExp(`^/console/${section.id}$`),
      steps: [{ via: 'named-link', name: section.name, within: '平台管理菜单' }],
    }),
  ),
  // Last, the visitor's way to sign in: /login sends the browser on to the server's sign-in page at once, so
  // that page is where the click is seen to arrive.
  {
    route: '/login',
    lands: /^\/auth\/login\?redirect_url=/,
    leavesPortal: true,
    steps: [{ via: 'named-link', name: '登录', within: 'banner' }],
  },
];

/** The legs a walker takes. */
export function walkOf(walker: Walker): Leg[] {
  return WALK.filter((leg) => SPEC_ROUTES[leg.route]?.includes(walker));
}

/** The routes a walker must reach. */
export function routesOf(walker: Walker): string[] {
  return Object.entries(SPEC_ROUTES)
    .filter(([, walkers]) => walkers.includes(walker))
    .map(([route]) => route);
}

/** Whether the page is at a width where the navigation bar folds into the menu button (below 1280 px). */
const folded = (page: Page) => (page.viewportSize()?.width ?? 0) < 1280;

/** Takes one step as a person would: finds what they would see and clicks it. */
export async function takeStep(page: Page, step: Step): Promise<void> {
  const header = page.getByRole('banner');
  switch (step.via) {
    case 'nav': {
      if (folded(page)) {
        await header.getByRole('button', { name: '打开菜单' }).click();
        await page.locator('#mobile-menu').getByRole('link', { name: step.name, exact: true }).click();
        return;
      }
      const bar = header.getByRole('navigation', { name: '主导航' });
      const item = bar.getByRole('link', { name: step.name, exact: true });
      if (!(await item.isVisible())) await bar.getByRole('button', { name: '更多' }).click();
      await item.click();
      return;
    }
    case 'footer':
      await page
        .getByRole('navigation', { name: '网站地图' })
        .getByRole('link', { name: step.name, exact: true })
        .click();
      return;
    case 'shortcut':
      await page
        .getByRole('navigation', { name: '栏目导航' })
        .getByRole('link', { name: step.name, exact: true })
        .click();
      return;
    case 'logo':
      await header.getByRole('link', { name: /首页$/ }).first().click();
      return;
    case 'bell':
      await header.getByTestId('message-bell').click();
      return;
    case 'user-menu':
      await header.getByRole('button', { name: /打开用户菜单/ }).click();
      await page.getByRole('dialog').getByRole('link', { name: step.name, exact: true }).click();
      return;
    case 'link':
      await page.locator('main').locator(step.css).filter({ visible: true }).first().click();
      return;
    case 'named-link': {
      const scope =
        step.within === 'banner'
          ? header
          : step.within
            ? page.getByRole('navigation', { name: step.within })
            : page.locator('main');
      await scope.getByRole('link', { name: step.name, exact: true }).filter({ visible: true }).first().click();
      return;
    }
    case 'button':
      await page.locator('main').getByRole('button', { name: step.name, exact: true }).click();
      return;
    default:
      step satisfies never;
  }
}
