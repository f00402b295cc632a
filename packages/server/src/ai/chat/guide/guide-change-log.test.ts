import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema';
import { newContentRow } from '../../../portal/new-portal-rows';
import { guideDocumentId, loadDueGuideDocuments } from '../../../portal/portal-guide-documents';
import { openTestDatabase, type TestDatabase } from '../../../testing/open-test-database';
import { appendGuideChanges, createGuideChangeLog } from './guide-change-log';
import { type GuideDocument, GuideIndex } from './guide-index';

const news = (id: string, title: string): GuideDocument => ({
  id,
  title,
  path: `/lyyk/article/${id}`,
  summary: title,
  text: `${title}的详细内容`,
  kind: '新闻',
});

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('createGuideChangeLog', () => {
  it("replays one copy's additions, replacements and removals into another copy's index", async () => {
    const now = () => new Date();
    const copies = [new GuideIndex(), new GuideIndex()].map((index) => ({
      index,
      changes: createGuideChangeLog(database.db, index, { now, log: () => {} }),
    }));
    const [writer, reader] = copies as [(typeof copies)[number], (typeof copies)[number]];
    await Promise.all(copies.map((copy) => copy.changes.start()));

    const add = (...documents: GuideDocument[]) =>
      writer.changes.writer.write(async () => ({
        value: undefined,
        changes: documents.map((document) => ({ documentId: document.id, document })),
      }));
    await add(news('n1', '春季教研活动通知'), news('n2', '信息技术培训'));
    expect(writer.index.size).toBe(2);
    expect(reader.index.size).toBe(0);
    await reader.changes.catchUp();
    expect(reader.index.search('教研活动', 3).map((hit) => hit.document.id)).toEqual(['n1']);

    await add(news('n1', '秋季家长会安排'));
    await writer.changes.writer.write(async () => ({
      value: undefined,
      changes: [{ documentId: 'n2', document: null }],
    }));
    await Promise.all([reader.changes.catchUp(), reader.changes.catchUp()]);
    expect(reader.index.size).toBe(1);
    expect(reader.index.search('家长会', 3).map((hit) => hit.document.title)).toEqual(['秋季家长会安排']);
    expect(reader.index.search('信息技术', 3)).toEqual([]);
  });

  it('writes a content change and its guide change in one transaction: when either fails, neither is kept', async () => {
    const index = new GuideIndex();
    const changes = createGuideChangeLog(database.db, index, { now: () => new Date(), log: () => {} });
    const failed = await changes.writer
      .write(async (trx) => {
        await trx
          .insertInto('dislike_reasons')
          .values({ code: 'atomic-test', name: '原子写入', sort_order: 99 })
          .execute();
        // A change the log refuses (its document id is required): the content write above must go too.
        return { value: 'answered', changes: [{ documentId: null as unknown as string, document: null }] };
      })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    const kept = await database.db
      .selectFrom('dislike_reasons')
      .selectAll()
      .where('code', '=', 'atomic-test')
      .execute();
    expect(kept).toEqual([]);
    expect(index.size).toBe(0);
  });

  it('re-reads the last seconds of the log after start (replaying is idempotent) and skips a row that is not a document', async () => {
    const late = new GuideIndex();
    const changes = createGuideChangeLog(database.db, late, { now: () => new Date(), log: () => {} });
    await changes.start();
    await database.db
      .insertInto('guide_changes')
      .values({ document_id: 'bad', document: '{"id":1', changed_at: new Date().toISOString() })
      .execute();
    await changes.catchUp();
    // Only the changes of the last GUIDE_CHANGE_REPLAY_MS are read again: those of the first test.
    expect(late.search('家长会', 3).map((hit) => hit.document.id)).toEqual(['n1']);
    expect(late.size).toBe(1);
  });

  it('adds a scheduled article to every copy at its publish time, without a restart, unless it was taken back', async () => {
    let time = Date.parse('2030-03-01T08:00:00.000Z');
    const now = () => new Date(time);
    const at = (clock: string) => {
      time = Date.parse(`2030-03-01T${clock}.000Z`);
    };
    const copies = [new GuideIndex(), new GuideIndex()].map((index) => ({
      index,
      changes: createGuideChangeLog(database.db, index, {
        now,
        log: () => {},
        dueDocuments: (from, to) => loadDueGuideDocuments(database.db, from, to),
      }),
    }));
    await Promise.all(copies.map((copy) => copy.changes.start()));
    /** The console's write: the article scheduled, and its removal from the guide, in one transaction. */
    const schedule = (db: Kysely<Database>, id: string, title: string, publishAt: string) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('portal_content')
          .values(
            newContentRow({
              id,
              kind: 'article',
              title,
              body: `<p>${title}</p>`,
              author_name: '刘振东',
              published_at: `2030-03-01T${publishAt}.000Z`,
            }),
          )
          .execute();
        await trx
          .insertInto('content_states')
          .values({ content_id: id, status: 'scheduled', updated_at: now().toISOString(), updated_by_name: '刘振东' })
          .execute();
        await appendGuideChanges(trx, [{ documentId: guideDocumentId('article', id), document: null }], now());
      });
    const pathsOf = async (question: string) => {
      await Promise.all(copies.map((copy) => copy.changes.catchUp()));
      return copies.map((copy) => copy.index.search(question, 3).map((hit) => hit.document.path));
    };

    await schedule(database.db, 'due-1', '寒假安全教育致家长的一封信', '09:00:00');
    expect(await pathsOf('寒假安全教育')).toEqual([[], []]);
    at('08:59:59');
    expect(await pathsOf('寒假安全教育')).toEqual([[], []]);
    at('09:00:01');
    expect(await pathsOf('寒假安全教育')).toEqual([['/detial/due-1'], ['/detial/due-1']]);

    // Scheduled a few seconds ahead: its logged removal is replayed again after it came due; it stays.
    await schedule(database.db, 'due-2', '春季开学返校须知', '09:00:04');
    at('09:00:05');
    expect(await pathsOf('返校须知')).toEqual([['/detial/due-2'], ['/detial/due-2']]);
    at('09:00:09');
    expect(await pathsOf('返校须知')).toEqual([['/detial/due-2'], ['/detial/due-2']]);

    // Taken back to draft before its time: it never appears.
    await schedule(database.db, 'due-3', '教师节表彰大会议程', '10:00:00');
    at('09:30:00');
    await database.db.transaction().execute(async (trx) => {
      await trx.updateTable('content_states').set({ status: 'draft' }).where('content_id', '=', 'due-3').execute();
      await appendGuideChanges(trx, [{ documentId: guideDocumentId('article', 'due-3'), document: null }], now());
    });
    at('10:00:01');
    expect(await pathsOf('表彰大会')).toEqual([[], []]);
    expect(await pathsOf('寒假安全教育')).toEqual([['/detial/due-1'], ['/detial/due-1']]);
  });
});
