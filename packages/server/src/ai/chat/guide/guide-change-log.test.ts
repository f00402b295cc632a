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

    writer.changes.sink.addDocuments([news('n1', '春季教研活动通知'), news('n2', '信息技术培训')]);
    expect(writer.index.size).toBe(2);
    await writer.changes.flush();
    expect(reader.index.size).toBe(0);
    await reader.changes.catchUp();
    expect(reader.index.search('教研活动', 3).map((hit) => hit.document.id)).toEqual(['n1']);

    writer.changes.sink.addDocuments([news('n1', '秋季家长会安排')]);
    writer.changes.sink.removeDocument('n2');
    await writer.changes.flush();
    await Promise.all([reader.changes.catchUp(), reader.changes.catchUp()]);
    expect(reader.index.size).toBe(1);
    expect(reader.index.search('家长会', 3).map((hit) => hit.document.title)).toEqual(['秋季家长会安排']);
    expect(reader.index.search('信息技术', 3)).toEqual([]);
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
