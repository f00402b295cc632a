import type { Kysely, Transaction } from 'kysely';
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

/**
 * How the portal routes write guided content: `write` runs the content change `work` in a transaction that
 * also appends the guide changes it returns to the log every server copy follows, so an answered write is
 * known to every copy, and updates this copy's index once committed.
 */
export interface GuideContentWriter {
  write<T>(work: (trx: Transaction<Database>) => Promise<{ value: T; changes: readonly GuideChange[] }>): Promise<T>;
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
 * A content change and its guide changes (the document as JSON, or null for a removal) are written in one
 * transaction ({@link GuideContentWriter.write}, or {@link appendGuideChanges} inside the write's own), so a
 * write the API acknowledged is in the log every copy follows, or did not happen at all; the writing copy's
 * own index follows once it committed. Before each guide answer, {@link catchUp} replays the changes the
 * copy has not seen, in order, then adds the scheduled items whose publish time has come since
 * (`dueDocuments`), so they join every copy's index at their time, without a restart. Two indexed queries
 * per answer, no connection held open, the same on SQLite and PostgreSQL. {@link start} is called before
 * the stored content is loaded, so nothing written meanwhile is missed.
 */
export function createGuideChangeLog(db: Kysely<Database>, index: GuideIndex, options: GuideChangeLogOptions) {
  let seen = 0;
  let dueCheckedUntil = options.now();
  let catchingUp: Promise<void> | undefined;

  const apply = (change: GuideChange) => {
    if (change.document) index.addDocuments([change.document]);
    else index.removeDocument(change.documentId);
  };
  const writer: GuideContentWriter = {
    async write(work) {
      const { value, changes } = await db.transaction().execute(async (trx) => {
        const outcome = await work(trx);
        await appendGuideChanges(trx, outcome.changes, options.now());
        return outcome;
      });
      for (const change of changes) apply(change);
      return value;
    },
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
    /** How the portal routes write guided content: the content and its guide changes in one transaction. */
    writer,
  };
}

/** The change log's interface. */
export type GuideChangeLog = ReturnType<typeof createGuideChangeLog>;
