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
  it('reads the title, summary, cover, publication date and views', () => {
    expect(contentRow(ITEM)).toStrictEqual({
      title: '劳动教育进校园',
      summary: '全县中小学开展劳动实践周。',
      cover: '/files/cover.png',
      date: '2026-11-02 08:00:00',
      viewCount: 12,
    });
  });

  it('dates an item never published by its creation', () => {
    expect(contentRow({ ...ITEM, publishTime: '' }).date).toBe('2026-11-01 17:30:00');
  });
});
