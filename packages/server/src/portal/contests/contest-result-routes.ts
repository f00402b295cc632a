import type { Hono } from 'hono';
import { isPlatformAdmin } from '../../auth/resolve-identity';
import { HttpError } from '../../http/http-error';
import { parseJson } from '../../http/parse-json';
import { ok } from '../../http/portal-envelope';
import { emptyQuerySchema, idParamSchema, parseInput } from '../../http/portal-query';
import { on, readQuery } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import { toContentItem, toFileItem } from '../content-mapper';
import { getContent, listKind } from '../content-queries';
import type { RouteKit } from '../create-route-kit';

/** Whether a contest row's extras say it has finished (its results are public then). */
function isFinished(extra: string): boolean {
  const parsed = parseJson(extra);
  return parsed.ok && (parsed.value as { status?: unknown } | null)?.status === 'finished';
}

/**
 * Ours (SPEC §2 /contest/result has no call of its own): the results of one contest, its awarded entries
 * grouped by prize in the prize order. Results are public once the contest has finished; before that only
 * the judges (platform administrators) may see the review in progress, everyone else is refused with 403
 * (SPEC §8: authorised but forbidden), which the portal shows as Page403.
 */
export function registerContestResultRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db } = kit.deps;
  const paths = ['resource/portal/match/result/:id', 'portal/v1/portal/resource/portal/match/result/:id'];
  on(app, 'GET', paths, async (c) => {
    readQuery(c, emptyQuerySchema);
    const { id } = parseInput(idParamSchema, c.req.param());
    const contest = await getContent(db, ['contest'], id, '大赛');
    const identity = c.get('identity');
    if (!isFinished(contest.extra) && !(identity && isPlatformAdmin(identity))) {
      throw new HttpError(403, '比赛尚未结束，评审结果公布前仅评审组可以查看');
    }
    const names = await kit.names();
    const prizes = await listKind(db, 'contest-prize', contest.id);
    const entries = await db
      .selectFrom('portal_files')
      .selectAll()
      .where('category', '=', 'contest-entry')
      .where('content_id', '=', contest.id)
      .where('award', 'is not', null)
      .orderBy('id')
      .execute();
    return ok(c, {
      contest: toContentItem(contest, names),
      prizes: prizes.map((prize) => ({
        ...toContentItem(prize, names),
        entries: entries.filter((entry) => entry.award === prize.title).map((entry) => toFileItem(entry, names)),
      })),
    });
  });
}
