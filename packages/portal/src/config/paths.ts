/**
 * Every path of the portal, one entry per route (bulletproof-react's `config/paths.ts`): the Wouter
 * pattern, a `getHref` that builds a link to it, and the flags the shell reads. Screens and guards
 * import paths from here, never as string literals.
 *
 * Only the routes whose screens exist are registered in `src/app/routes.ts`; the others here are named
 * because a guard or a link needs them (their screens come with later sections).
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
  // Guarded routes whose screens come with part 2 (the guards are part of the shell).
  personal: entry('/personal', (typeIndex?: 1 | 2) => (typeIndex ? `/personal?typeIndex=${typeIndex}` : '/personal'), {
    keepAlive: true,
  }),
  lyykManage: entry('/lyyk/manage', () => '/lyyk/manage', { keepAlive: true }),
} as const;

/** SPEC §2's named routes: the names the voice explanation and the assistant know, mapped to paths. */
export const namedRoutes = {
  index: '/index',
  zhsj: '/zhsj',
  resource: '/resource',
  list: '/contest/list',
  lyyk: '/lyyk',
  ThreeStudio: '/three-studio',
} as const;

/** A SPEC §2 route name. */
export type RouteName = keyof typeof namedRoutes;

/** The workbench (SPEC §7: where sign-in returns by default). */
export const WORKBENCH_HREF = paths.personal.getHref(1);

/**
 * Where the assistant shows (SPEC §2, reading A): these paths and their sub-paths; never /login or /404.
 * Handed to the widget's `include` rule.
 */
export const ASSISTANT_PATHS = [...Object.values(namedRoutes), paths.application.path] as const;
