import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { assertCookieWriteAllowed, mayWrite } from '../auth/cookie-write-guard';
import { ourOriginOf } from '../auth/same-origin';
import { HttpError } from '../http/http-error';
import { createOncePerWindow } from '../http/once-per-window';
import { parseJson } from '../http/parse-json';
import type { ServerEnv } from '../http/server-env';
import type { WriteKind } from '../http/write-limits';
import type { NameLookups } from './content-mapper';
import type { PortalDeps } from './portal-env';
import { parseInput } from './portal-query';

/** Context of a portal handler. */
export type PortalContext = Context<ServerEnv>;

/** What every route module receives. */
export interface RouteKit {
  deps: PortalDeps;
  /** Town and school names (they change only with the seed, so they are read once). */
  names(): Promise<NameLookups>;
  now(): Date;
  /**
   * Takes one write of `kind` from the signed-in caller's allowance (the per-user write limits), or throws
   * 429. Anonymous callers are not counted here: the writes open to them have limits per address.
   */
  limitWrite(c: PortalContext, kind: WriteKind): Promise<void>;
  /**
   * Counts a view of `item` (a key naming the item) with `increment`, at most once per viewer (the user, or
   * the client address of a visitor) and item per VIEW_COUNT_WINDOW_SECONDS, and only when the request may
   * write (a cross-site link or a picture in content reads the item but counts nothing). True when counted.
   */
  countView(c: PortalContext, item: string, increment: () => Promise<unknown>): Promise<boolean>;
  /**
   * The origin stored content is checked against (PUBLIC_ORIGIN, else the one the browser used): addresses in
   * it are resolved against this before the stored-address rule looks at them.
   */
  ourOrigin(c: PortalContext): string;
}

/**
 * Marks a GET route that changes state (a view count, SPEC's GET-shaped deletes): like every POST it then
 * accepts the session cookie only on same-origin requests (CONTRACTS 1.4). Mark it where it is registered.
 */
export const CHANGES_STATE = 'changes state';

/**
 * Marks a GET route that reads an item and counts the view through {@link RouteKit.countView}: it answers
 * every caller, and counts only what the cookie-write rule lets write.
 */
export const COUNTS_VIEW = 'counts view';

/** A route as registered with {@link on}: what the CSRF rule sees. */
export interface RegisteredRoute {
  method: 'GET' | 'POST';
  path: string;
  /**
   * `writes` for every POST and the GET routes marked {@link CHANGES_STATE}; `counts` for the reads marked
   * {@link COUNTS_VIEW}.
   */
  access: 'reads' | 'counts' | 'writes';
}

const registries = new WeakMap<Hono<ServerEnv>, RegisteredRoute[]>();

/** Every route registered on a portal app with {@link on}, in order (tests enumerate the writes). */
export function registeredRoutes(app: Hono<ServerEnv>): readonly RegisteredRoute[] {
  return registries.get(app) ?? [];
}

/**
 * Registers one handler under several paths (SPEC §7 leaves some prefixes ambiguous: both are served).
 * A GET that changes state must say so with {@link CHANGES_STATE}; the handler then runs only after the
 * cookie-write check. (POSTs are checked for all routes by the portal's middleware.)
 */
export function on(
  app: Hono<ServerEnv>,
  method: 'GET' | 'POST',
  paths: readonly string[],
  handler: (c: PortalContext) => Promise<Response>,
  changes?: typeof CHANGES_STATE | typeof COUNTS_VIEW,
): void {
  const access =
    method === 'POST' || changes === CHANGES_STATE ? 'writes' : changes === COUNTS_VIEW ? 'counts' : 'reads';
  const guarded =
    method === 'GET' && access === 'writes'
      ? (c: PortalContext) => {
          assertCookieWriteAllowed(c);
          return handler(c);
        }
      : handler;
  const registry = registries.get(app) ?? [];
  registries.set(app, registry);
  for (const relative of paths) {
    const path = relative.startsWith('/') ? relative : `/${relative}`;
    registry.push({ method, path, access });
    if (method === 'GET') app.get(path, guarded);
    else app.post(path, guarded);
  }
}

/** Validates the query string. */
export function readQuery<T extends z.ZodType>(c: PortalContext, schema: T): z.output<T> {
  return parseInput(schema, c.req.query());
}

/** Validates a JSON (or form) body; an empty body counts as `{}`. */
export async function readBody<T extends z.ZodType>(c: PortalContext, schema: T): Promise<z.output<T>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const form = await c.req.parseBody().catch(() => {
      throw new HttpError(400, '请求体不是有效的表单（multipart/form-data 或 x-www-form-urlencoded）');
    });
    return parseInput(schema, Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string')));
  }
  const text = await c.req.text();
  if (text.trim() === '') return parseInput(schema, {});
  const parsed = parseJson(text);
  if (!parsed.ok) throw new HttpError(400, `请求体不是有效的 JSON：${parsed.error}`);
  return parseInput(schema, parsed.value);
}

/** Creates the kit (cached name lookups, the write limits and the view rule). */
export function createRouteKit(deps: PortalDeps): RouteKit {
  let cached: Promise<NameLookups> | undefined;
  const now = deps.now ?? (() => new Date());
  const views = createOncePerWindow(deps.db, {
    name: 'view',
    windowMs: deps.limits.viewCountWindowMs,
    now: () => now().getTime(),
  });
  return {
    deps,
    now,
    async limitWrite(c, kind) {
      const identity = c.get('identity');
      if (identity) await deps.writeLimits.take(kind, identity.uid);
    },
    ourOrigin: (c) => deps.publicOrigin ?? ourOriginOf(c),
    async countView(c, item, increment) {
      if (!mayWrite(c)) return false;
      const uid = c.get('identity')?.uid;
      const viewer = uid === undefined ? `address:${deps.clientAddress(c)}` : `user:${uid}`;
      if (!(await views.first(`${viewer}:${item}`))) return false;
      await increment();
      return true;
    },
    names() {
      cached ??= (async () => {
        const towns = await deps.db.selectFrom('portal_towns').select(['code', 'name']).execute();
        const schools = await deps.db.selectFrom('portal_schools').select(['id', 'name']).execute();
        return {
          towns: new Map(towns.map((t) => [t.code, t.name])),
          schools: new Map(schools.map((s) => [s.id, s.name])),
        };
      })();
      const pending = cached;
      // A failed read is not cached, so the next request tries again.
      pending.catch(() => {
        if (cached === pending) cached = undefined;
      });
      return pending;
    },
  };
}
