import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { parseJson } from '../domain/parse-json';
import type { NameLookups } from './content-mapper';
import type { PortalDeps, PortalEnv } from './portal-env';
import { PortalError } from './portal-error';
import { parseInput } from './portal-query';

/** Context of a portal handler. */
export type PortalContext = Context<PortalEnv>;

/** What every route module receives. */
export interface RouteKit {
  deps: PortalDeps;
  /** Town and school names (they change only with the seed, so they are read once). */
  names(): Promise<NameLookups>;
  now(): Date;
}

/** Registers one handler under several paths (SPEC §7 leaves some prefixes ambiguous: both are served). */
export function on(
  app: Hono<PortalEnv>,
  method: 'GET' | 'POST',
  paths: readonly string[],
  handler: (c: PortalContext) => Promise<Response>,
): void {
  for (const relative of paths) {
    const path = relative.startsWith('/') ? relative : `/${relative}`;
    if (method === 'GET') app.get(path, handler);
    else app.post(path, handler);
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
    const form = await c.req.parseBody();
    return parseInput(schema, Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string')));
  }
  const text = await c.req.text();
  if (text.trim() === '') return parseInput(schema, {});
  const parsed = parseJson(text);
  if (!parsed.ok) throw new PortalError(400, `请求体不是有效的 JSON：${parsed.error}`);
  return parseInput(schema, parsed.value);
}

/** Creates the kit (cached name lookups). */
export function createRouteKit(deps: PortalDeps): RouteKit {
  let cached: Promise<NameLookups> | undefined;
  return {
    deps,
    now: deps.now ?? (() => new Date()),
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
