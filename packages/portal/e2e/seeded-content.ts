import type { PortalEnvironment } from './portal-environment';

/** A seeded row a test opens by its id and recognises by its title. */
interface SeededItem {
  id: string;
  title: string;
}

/**
 * Items of the seeded demo the browser tests open, looked up in the server's database instead of written
 * down: the demo is generated from a seed, and a change of its content moves ids and names.
 */
export interface SeededContent {
  /** The newest information article: the first of /information's list. */
  newestArticle: SeededItem;
  /** An evaluation-reform article. */
  reformArticle: SeededItem;
  /** The demo teacher's newest unread message, with its text. */
  teacherMessage: SeededItem & { content: string };
  /** A principal's studio (名校长工作室), opened by a query parameter. */
  principalStudio: SeededItem;
}

/** Looks the items up in the environment's database. */
export async function seededContent(environment: PortalEnvironment): Promise<SeededContent> {
  const { db } = environment.server.database;
  const content = (kind: string) =>
    db
      .selectFrom('portal_content')
      .select(['id', 'title'])
      .where('kind', '=', kind)
      // Only what the seed published: the console's history holds drafts, scheduled and withdrawn items.
      .where('id', 'not in', db.selectFrom('content_states').select('content_id'))
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc');
  return {
    newestArticle: await content('article').executeTakeFirstOrThrow(),
    reformArticle: await content('reform-news').executeTakeFirstOrThrow(),
    teacherMessage: await db
      .selectFrom('portal_messages')
      .select(['id', 'title', 'content'])
      .where('uid', '=', '10001')
      .where('is_read', '=', 0)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow(),
    principalStudio: await content('studio').where('type_code', '=', 'principal').executeTakeFirstOrThrow(),
  };
}

/** `text` as a regular expression that matches it literally. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
