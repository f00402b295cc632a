import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { assertCookieWriteAllowed } from './cookie-write-guard';
import { HttpError } from './http-error';
import { parseJson } from './parse-json';
import { parseInput } from './portal-query';
import type { ServerEnv } from './server-env';

/** Context of a portal handler. */
export type PortalContext = Context<ServerEnv>;

/**
 * Marks a GET route that changes state (a view count, SPEC's GET-shaped deletes): like every POST it then
 * accepts the session cookie only on same-origin requests (CONTRACTS 1.4). Mark it where it is registered.
 */
export const CHANGES_STATE = 'changes state';

/**
 * Marks a GET route that reads an item and counts the view through the portal kit's `countView`: it answers
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
