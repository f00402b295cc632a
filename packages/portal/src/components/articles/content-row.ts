import type { ContentItem } from '@edu/api-client';
import type { ArticleRowProps } from '../ui/article-row';

/** What of a content item every section's row shows alike. */
type ContentRow = Pick<ArticleRowProps, 'title' | 'summary' | 'cover' | 'date' | 'viewCount'>;

/**
 * The part of an article row every section reads the same way from a content item: its title, summary and
 * cover, its date (published, else created) and its views. A section adds its own tag and details.
 */
export function contentRow(
  item: Pick<ContentItem, 'title' | 'summary' | 'cover' | 'publishTime' | 'createDate' | 'viewCount'>,
): ContentRow {
  return {
    title: item.title,
    summary: item.summary,
    cover: item.cover,
    date: item.publishTime || item.createDate,
    viewCount: item.viewCount,
  };
}
