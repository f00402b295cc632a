import { mayWrite } from '../http/cookie-write-guard';
import { createOncePerWindow } from '../http/once-per-window';
import type { PortalContext } from '../http/portal-router-kit';
import { ourOriginOf } from '../http/same-origin';
import type { WriteKind } from '../http/write-limits';
import type { NameLookups } from './content-mapper';
import type { PortalDeps } from './portal-env';

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
