import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuideIndex } from '../ai/chat/guide/guide-index';
import { renderDemoMediaHere } from '../demo/render-demo-media';
import { seedPortalDemo } from '../demo/seed-portal-demo';
import { openTestDatabase, type TestDatabase } from '../testing/open-test-database';
import { loadPortalGuideDocuments } from './portal-guide-documents';

describe('loadPortalGuideDocuments', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
    await seedPortalDemo({ db: test.db, store: test.store, renderMedia: renderDemoMediaHere });
  });
  afterAll(async () => {
    await test.close();
  });

  it('turns articles and news into guide documents with portal paths and plain text', async () => {
    const documents = await loadPortalGuideDocuments(test.db);
    const article = documents.find((d) => d.path.startsWith('/detial/'));
    expect(article).toMatchObject({ kind: '文章', title: expect.any(String), summary: expect.any(String) });
    expect(article?.text).not.toMatch(/<\/?p>/);
    expect(new Set(documents.map((d) => d.path.split('/')[1]))).toEqual(
      new Set(['detial', 'reformInfo', 'lyyk', 'zhsj']),
    );
  });

  it('lets the offline guide find a seeded news item by its words', async () => {
    const documents = await loadPortalGuideDocuments(test.db);
    const index = new GuideIndex(documents);
    const hits = index.search('两研一刊工作推进会', 3);
    expect(hits[0]?.document.path).toMatch(/^\/lyyk\/article\//);
  });
});
