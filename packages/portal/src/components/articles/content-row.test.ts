import { describe, expect, it } from 'vitest';
import { contentRow } from './content-row';

const ITEM = {
  title: '劳动教育进校园',
  summary: '全县中小学开展劳动实践周。',
  cover: '/files/cover.png',
  publishTime: '2026-11-02 08:00:00',
  createDate: '2026-11-01 17:30:00',
  viewCount: 12,
};

describe('contentRow', () => {
  it.each([
    ['title', '劳动教育进校园'],
    ['summary', '全县中小学开展劳动实践周。'],
    ['cover', '/files/cover.png'],
    ['viewCount', 12],
  ] as const)('shows the item’s %s as it is', (field, value) => {
    expect(contentRow(ITEM)[field]).toBe(value);
  });

  it.each([
    ['its publication', ITEM, '2026-11-02 08:00:00'],
    ['its creation, never published', { ...ITEM, publishTime: '' }, '2026-11-01 17:30:00'],
  ])('dates an item by %s', (_, item, date) => {
    expect(contentRow(item).date).toBe(date);
  });

  it('leaves the tag, details and cover size to the section', () => {
    expect(Object.keys(contentRow(ITEM)).sort()).toEqual(['cover', 'date', 'summary', 'title', 'viewCount']);
  });
});
