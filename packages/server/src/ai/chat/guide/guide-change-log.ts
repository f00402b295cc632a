import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { GUIDE_CHANGE_REPLAY_MS } from '../../../constants';
import type { Database } from '../../../db/schema';
import { parseJson } from '../../../http/parse-json';
import type { GuideChange, GuideContentWriter } from '../../../portal/portal-guide-documents';
import type { GuideDocument, GuideIndex } from './guide-index';

const guideDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  path: z.string(),
  summary: z.string(),
  text: z.string(),
  keywords: z.array(z.string()).optional(),
  kind: z.string().optional(),
});

/** A logged document, or undefined when the row does not hold one (never thrown: one bad row skips itself). */
function parseDocument(text: string): GuideDocument | undefined {
  const parsed = parseJson(text);
  if (!parsed.ok) return undefined;
  const result = guideDocumentSchema.safeParse(parsed.value);
  return result.success ? result.data : undefined;
}

/** Settings of {@link createGuideChangeLog}. */
interface GuideChangeLogOptions {
  now: () => Date;
  log: (message: string) => void;
}

/**
 * Keeps every server copy's offline-guide index in step with the content written through any copy.
 *
 * A content change and its guide changes (the document as JSON, or null for a removal) are written in one
 * transaction ({@link GuideContentWriter.write}), so a write the API acknowledged is in the log every copy
 * follows, or did not happen at all; the writing copy's own index follows once it committed. Before each
 * guide answer, {@link catchUp} replays the changes the copy has not seen, in order. One indexed query per
 * answer, no connection held open, the same on SQLite and PostgreSQL. {@link start} is called before the
 * stored content is loaded, so nothing written meanwhile is missed.
 */
export function createGuideChangeLog(db: Kysely<Database>, index: GuideIndex, options: GuideChangeLogOptions) {
  let seen = 0;
  let catchingUp: Promise<void> | undefined;

  const append = (trx: Transaction<Database>, changes: readonly GuideChange[]) =>
    trx
      .insertInto('guide_changes')
      .values(
        changes.map((change) => ({
          document_id: change.documentId,
          document: change.document ? JSON.stringify(change.document) : null,
          changed_at: options.now().toISOString(),
        })),
      )
      .execute();
  const apply = (change: GuideChange) => {
    if (change.document) index.addDocuments([change.document]);
    else index.removeDocument(change.documentId);
  };
  const writer: GuideContentWriter = {
    async write(work) {
      const { value, changes } = await db.transaction().execute(async (trx) => {
        const outcome = await work(trx);
        if (outcome.changes.length > 0) await append(trx, outcome.changes);
        return outcome;
      });
      for (const change of changes) apply(change);
      return value;
    },
  };

  const replay = async () => {
    const since = new Date(options.now().getTime() - GUIDE_CHANGE_REPLAY_MS).toISOString();
    const rows = await db
      .selectFrom('guide_changes')
      .selectAll()
      .where((eb) => eb.or([eb('seq', '>', seen), eb('changed_at', '>=', since)]))
      .orderBy('seq')
      .execute();
    for (const row of rows) {
      if (row.document === null) index.removeDocument(row.document_id);
      else {
        const document = parseDocument(row.document);
        if (document) index.addDocuments([document]);
      }
      seen = Math.max(seen, row.seq);
    }
  };

  return {
    /** Marks every change logged so far as seen: the caller loads the stored content next. */
    async start(): Promise<void> {
      const row = await db
        .selectFrom('guide_changes')
        .select((eb) => eb.fn.max('seq').as('last'))
        .executeTakeFirst();
      seen = Number(row?.last ?? 0);
    },
    /** Replays the changes other copies made since the last call (concurrent callers share one query). */
    catchUp(): Promise<void> {
      catchingUp ??= replay().finally(() => {
        catchingUp = undefined;
      });
      return catchingUp;
    },
    /** How the portal routes write guided content: the content and its guide changes in one transaction. */
    writer,
  };
}

/** The change log's interface. */
export type GuideChangeLog = ReturnType<typeof createGuideChangeLog>;
