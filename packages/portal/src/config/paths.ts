/**
 * Every path of the portal, one entry per route (bulletproof-react's `config/paths.ts`): the Wouter
 * pattern, a `getHref` that builds a link to it, and the flags the shell reads. Screens and guards
 * import paths from here, never as string literals.
 *
 * The screens are registered against these entries in `src/app/route-table.ts` (one lazy chunk per route).
 */

const segment = (id: string | number) => encodeURIComponent(String(id));

/** One route of the table. */
export interface PathEntry<Args extends unknown[] = []> {
  /** The Wouter pattern, e.g. `/detial/:id`. */
  readonly path: string;
  /** A link to the route. */
  readonly getHref: (...args: Args) => string;
  /**
   * Kept alive (SPEC §2): the screen stays mounted, hidden, while the user is elsewhere, so its state
   * (filters, form input, loaded pages, scroll position) is there when they return.
   */
  readonly keepAlive?: boolean;
}

function entry<Args extends unknown[] = []>(
  path: string,
  getHref: (...args: Args) => string,
  options: { keepAlive?: boolean } = {},
): PathEntry<Args> {
  return { path, getHref, ...options };
}

export const paths = {
  root: entry('/', () => '/'),
  home: entry('/index', () => '/index'),
  redirect: entry('/redirect/*?', (target: string) => `/redirect?redirect_url=${encodeURIComponent(target)}`),
  login: entry('/login', (returnTo?: string) =>
    returnTo ? `/login?redirect_url=${encodeURIComponent(returnTo)}` : '/login',
  ),
  notFound: entry('/404', () => '/404'),
  application: entry('/application', () => '/application'),
  information: entry('/information', () => '/information', { keepAlive: true }),
  articleDetail: entry('/detial/:id', (id: string | number) => `/detial/${segment(id)}`),
  messageDetail: entry('/messageInfo/:id', (id: string | number) => `/messageInfo/${segment(id)}`),
  messages: entry('/jhmessage', () => '/jhmessage'),
  reform: entry('/reform', () => '/reform'),
  reformDetail: entry('/reformInfo/:id', (id: string | number) => `/reformInfo/${segment(id)}`),
  paint: entry('/paint', () => '/paint'),
  afterService: entry('/afterService', () => '/afterService'),
  networkSafety: entry('/networkSafety', () => '/networkSafety'),
  exhibition: entry('/exhibition', () => '/exhibition'),
  resource: entry('/resource', () => '/resource'),
  contestList: entry('/contest/list', () => '/contest/list'),
  /** The results of one contest (`?matchId=`), or of the latest finished one. */
  contestResult: entry('/contest/result', (matchId?: string) =>
    matchId ? `/contest/result?matchId=${encodeURIComponent(matchId)}` : '/contest/result',
  ),
  /** The contests' entries, searchable (`?matchId=` preselects a contest). */
  contestResources: entry('/contest/resourceList', (matchId?: string) =>
    matchId ? `/contest/resourceList?matchId=${encodeURIComponent(matchId)}` : '/contest/resourceList',
  ),
  // Guarded routes whose screens come with part 2 (the guards are part of the shell).
  /** typeIndex: 1 workbench, 2 messages (SPEC), 3 classes, 4 subjects, 5 the teacher's resources (ours). */
  personal: entry(
    '/personal',
    (typeIndex?: 1 | 2 | 3 | 4 | 5) => (typeIndex ? `/personal?typeIndex=${typeIndex}` : '/personal'),
    { keepAlive: true },
  ),
  // Issue 14: two-research-one-journal (两研一刊).
  lyyk: entry('/lyyk', () => '/lyyk'),
  lyykArticles: entry('/lyyk/article', () => '/lyyk/article'),
  lyykArticle: entry('/lyyk/article/:id', (id: string | number) => `/lyyk/article/${segment(id)}`),
  lyykActivities: entry('/lyyk/active', () => '/lyyk/active'),
  lyykActivity: entry('/lyyk/active/:id', (id: string | number) => `/lyyk/active/${segment(id)}`),
  /** The administrator's news and result files (两研一刊管理员 only). */
  lyykManage: entry('/lyyk/manage', () => '/lyyk/manage', { keepAlive: true }),
  /** The administrator's activities and their files (两研一刊管理员 only). */
  lyykActiveManage: entry('/lyyk/activeManage', () => '/lyyk/activeManage', { keepAlive: true }),
  // Part 2: the practice portal (绿色健康实践).
  zhsj: entry('/zhsj', () => '/zhsj', { keepAlive: true }),
  zhsjArticles: entry('/zhsj/articlelist', () => '/zhsj/articlelist'),
  zhsjArticle: entry('/zhsj/article/:id', (id: string | number) => `/zhsj/article/${segment(id)}`),
  zhsjSchools: entry('/zhsj/schools', () => '/zhsj/schools'),
  zhsjSchool: entry('/zhsj/schools/:id', (id: string | number) => `/zhsj/schools/${segment(id)}`),
  /** Albums or videos (`?type=album|video`). */
  zhsjMedia: entry('/zhsj/media', (type?: 'album' | 'video') => (type ? `/zhsj/media?type=${type}` : '/zhsj/media')),
  /** One album or video: the id names either, so `?type=` says which. */
  zhsjMediaDetail: entry(
    '/zhsj/media/:id',
    (id: string | number, type: 'album' | 'video') => `/zhsj/media/${segment(id)}?type=${type}`,
  ),
  zhsjActivities: entry('/zhsj/activityList', () => '/zhsj/activityList'),
  /** SPEC names the path without a parameter: the activity comes as `?id=`. */
  zhsjActivity: entry('/zhsj/activityDetail', (id: string | number) => `/zhsj/activityDetail?id=${segment(id)}`),
  // Issue 14: the studios (三名工作室) and the studio admin. SPEC names the detail paths without a parameter:
  // the item comes as `?id=`.
  threeStudio: entry('/three-studio', () => '/three-studio'),
  studioDetail: entry('/three-studio/detail', (id: string | number) => `/three-studio/detail?id=${segment(id)}`),
  studioNews: entry(
    '/three-studio/2syNewsInfo',
    (id: string | number) => `/three-studio/2syNewsInfo?id=${segment(id)}`,
  ),
  studioSchools: entry('/three-studio/school', () => '/three-studio/school'),
  ykbkDetail: entry('/three-studio/ykbkDetail', (id: string | number) => `/three-studio/ykbkDetail?id=${segment(id)}`),
  gkykDetail: entry('/three-studio/gkykDetail', (id: string | number) => `/three-studio/gkykDetail?id=${segment(id)}`),
  jyyjDetail: entry('/three-studio/jyyjDetail', (id: string | number) => `/three-studio/jyyjDetail?id=${segment(id)}`),
  /**
   * The studio admin (SPEC §2): its pages are the menu entries of the permission list, all under this
   * prefix; `?studio=` picks one of the user's studios, `?id=` the news item the editor opens.
   */
  studioAdmin: entry('/three-studio/base/*?', (page = 'home', query = '') => `/three-studio/base/${page}${query}`),
  /**
   * The platform console (issue 32, 平台管理员 only): its sections are the path after the prefix
   * (content, content/edit?id=, home, people, resources, notices, stats, audit).
   */
  console: entry('/console/*?', (section = '') => (section ? `/console/${section}` : '/console')),
  // Part 2: the three classrooms (三个课堂).
  hdym: entry('/hdym', () => '/hdym', { keepAlive: true }),
  /** One programme (`?id=`) with its lessons (SPEC's path, under the studios' prefix). */
  threeClassInfo: entry(
    '/three-studio/2syClassInfo',
    (id: string | number) => `/three-studio/2syClassInfo?id=${segment(id)}`,
  ),
} as const;

/** SPEC §2's named routes: the names the voice explanation and the assistant know, mapped to paths. */
const namedRoutes = {
  index: '/index',
  zhsj: '/zhsj',
  resource: paths.resource.path,
  list: paths.contestList.path,
  lyyk: paths.lyyk.path,
  ThreeStudio: paths.threeStudio.path,
} as const;

/** A SPEC §2 route name. */

/** The workbench (SPEC §7: where sign-in returns by default). */
export const WORKBENCH_HREF = paths.personal.getHref(1);

/**
 * Where the assistant shows (SPEC §2, reading A): these paths and their sub-paths; never /login or /404.
 * Handed to the widget's `include` rule.
 */
export const ASSISTANT_PATHS = [...Object.values(namedRoutes), paths.application.path] as const;
