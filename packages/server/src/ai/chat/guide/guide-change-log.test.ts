import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../testing/open-test-database';
import { createGuideChangeLog } from './guide-change-log';
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
});
