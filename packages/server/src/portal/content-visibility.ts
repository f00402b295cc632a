import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';

/**
 * True for a content item the public may see at `at`: one the console has not kept back. An item with no
 * console state is published (everything written before the console, and everything the research and
 * studio pages write); a draft or a withdrawn item is hidden (a withdrawn article answers 404); a
 * scheduled one appears once its publish time has come.
 */
function isVisible(eb: ExpressionBuilder<Database, 'portal_content'>, at: Date) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('content_states')
        .select('content_states.content_id')
        .whereRef('content_states.content_id', '=', 'portal_content.id')
        .where((inner) =>
          inner.or([
            inner('content_states.status', 'in', ['draft', 'withdrawn']),
            inner.and([
              inner('content_states.status', '=', 'scheduled'),
              inner('portal_content.published_at', '>', at.toISOString()),
            ]),
          ]),
        ),
    ),
  );
}

/** Narrows a content query to what the public may see at `at` (default: now). */
export function whereVisible<O>(
  qb: SelectQueryBuilder<Database, 'portal_content', O>,
  at: Date = new Date(),
): SelectQueryBuilder<Database, 'portal_content', O> {
  return qb.where((eb) => isVisible(eb, at));
}
