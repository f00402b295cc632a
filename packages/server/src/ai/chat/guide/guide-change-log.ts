import type { Kysely } from 'kysely';
import { z } from 'zod';
import { GUIDE_CHANGE_REPLAY_MS } from '../../../constants';
import type { Database } from '../../../db/schema';
import { parseJson } from '../../../http/parse-json';
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

/** One change of the guide's index: a document added or replaced, or `null` for its removal. */
export interface GuideChange {
  documentId: string;
  document: GuideDocument | null;
}

/**
 * Appends changes to the log every copy replays. A write that changes guided content calls it in its own
 * transaction, so the change is committed with the write, before the write is acknowledged; every copy
 * (the writer's too) applies it at its next catch-up.
 */
export async function appendGuideChanges(
  db: Kysely<Database>,
  changes: readonly GuideChange[],
  changedAt: Date,
): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insertInto('guide_changes')
    .values(
      changes.map((change) => ({
        document_id: change.documentId,
        document: change.document ? JSON.stringify(change.document) : null,
        changed_at: changedAt.toISOString(),
      })),
    )
    .execute();
}

/** Settings of {@link createGuideChangeLog}. */
interface GuideChangeLogOptions {
  now: () => Date;
  log: (message: string) => void;
  /**
   * The documents of content scheduled to appear in `(from, to]` (publish times, read from the stored
   * content): nothing is written when a scheduled item's time comes, so each copy looks for them itself.
   */
  dueDocuments?: (from: Date, to: Date) => Promise<GuideDocument[]>;
}

/**
 * Keeps every server copy's offline-guide index in step with the content written through any copy.
 *
 * A copy applies a change to its own index at once and appends it to `guide_changes` (the document as
 * JSON, or null for a removal), or a write appends it in its transaction ({@link appendGuideChanges});
 * before each guide answer, {@link catchUp} replays the changes the copy has not seen, in order, then adds
 * the scheduled items whose publish time has come since (`dueDocuments`), so they join every copy's index
 * at their time, without a restart. Two indexed queries per answer, no connection held open, the same on
 * SQLite and PostgreSQL. {@link start} is called before the stored content is loaded, so nothing written
 * meanwhile is missed.
 */
export function createGuideChangeLog(db: Kysely<Database>, index: GuideIndex, options: GuideChangeLogOptions) {
  let seen = 0;
  let dueCheckedUntil = options.now();
  // Appends run one after another, so one copy's changes are numbered in the order it made them.
  let appending: Promise<void> = Promise.resolve();
  let catchingUp: Promise<void> | undefined;

  const append = (changes: GuideChange[]) => {
    const changedAt = options.now();
    appending = appending
      .then(() => appendGuideChanges(db, changes, changedAt))
      .catch((error: unknown) => options.log(`offline guide: could not record a content change: ${String(error)}`));
  };

  const replay = async () => {
    const now = options.now();
    const since = new Date(now.getTime() - GUIDE_CHANGE_REPLAY_MS);
    const rows = await db
      .selectFrom('guide_changes')
      .selectAll()
      .where((eb) => eb.or([eb('seq', '>', seen), eb('changed_at', '>=', since.toISOString())]))
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
    if (options.dueDocuments) {
      // After the log: an item scheduled earlier was logged as removed then. The window reaches back as far
      // as the replay does, so a removal replayed again is always followed by the item it hid coming due.
      const from = new Date(Math.min(dueCheckedUntil.getTime(), since.getTime()));
      index.addDocuments(await options.dueDocuments(from, now));
      dueCheckedUntil = now;
    }
  };

  return {
    /** Marks every change logged so far as seen, and every item due so far: the caller loads the stored content next. */
    async start(): Promise<void> {
      dueCheckedUntil = options.now();
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
    /** Writes to the index that every copy follows: what the portal routes call for guided content. */
    sink: {
      addDocuments(documents: readonly GuideDocument[]): void {
        index.addDocuments(documents);
        append(documents.map((document) => ({ documentId: document.id, document })));
      },
      removeDocument(id: string): void {
        index.removeDocument(id);
        append([{ documentId: id, document: null }]);
      },
    },
    /** Resolves once the changes made so far are written (before the database closes). */
    flush(): Promise<void> {
      return appending;
    },
  };
}

/** The change log's interface. */
export type GuideChangeLog = ReturnType<typeof createGuideChangeLog>;
