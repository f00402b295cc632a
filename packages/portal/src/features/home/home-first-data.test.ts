import type { ContentItem } from '@edu/api-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { homeQueries } from './home-api';
import { firstPictures } from './home-first-data';

const slide = (id: string, cover: string) => ({ id, cover, title: id, linkUrl: '' }) as unknown as ContentItem;

describe("the home page's first pictures", () => {
  it("are the carousel's first slide, from the data the render read", () => {
    const client = new QueryClient();
    client.setQueryData(homeQueries.carousel.queryKey, [slide('1', '/uploads/a.jpg'), slide('2', '/uploads/b.jpg')]);
    expect(firstPictures(client)).toEqual(['/uploads/a.jpg']);
  });

  it('are none without a carousel, or with a first slide that has no picture', () => {
    const client = new QueryClient();
    expect(firstPictures(client)).toEqual([]);
    client.setQueryData(homeQueries.carousel.queryKey, [slide('1', '')]);
    expect(firstPictures(client)).toEqual([]);
  });
});
