import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format-date';

export interface ArticleRowProps {
  title: string;
  summary?: string;
  cover?: string;
  /** The cover's shape and width (from `sm` up; phones show no cover). */
  coverClassName?: string;
  /** A highlighted label first in the facts line (article type, reform label). */
  tag?: string;
  /** Source, school, town…: shown in order, empty ones left out. */
  details: readonly (string | undefined)[];
  /** Publication date, any form `formatDate` reads. */
  date: string;
  viewCount: number | string;
  /** How the cover loads (default lazy): the first rows of a list load theirs at once. */
  coverLoading?: 'eager' | 'lazy';
}

/**
 * One article in a list (information, evaluation reform, magazine articles): cover, title, summary and a
 * line of facts. Spans only, so it sits inside a link or a button alike.
 */
export function ArticleRow({
  title,
  summary,
  cover,
  coverClassName,
  tag,
  details,
  date,
  viewCount,
  coverLoading = 'lazy',
}: ArticleRowProps) {
  return (
    <>
      {cover ? (
        <img
          src={cover}
          alt=""
          loading={coverLoading}
          className={cn('hidden shrink-0 rounded-lg object-cover sm:block', coverClassName ?? 'aspect-video w-40')}
        />
      ) : null}
      <span className="block min-w-0 flex-1">
        <span className="line-clamp-2 block text-[17px] font-medium text-ink group-hover:text-brand-600">{title}</span>
        {summary ? <span className="mt-1 line-clamp-2 block text-sm text-muted">{summary}</span> : null}
        <span className="mt-2 flex flex-wrap gap-x-3 text-xs text-muted">
          {tag ? <span className="text-brand-700">{tag}</span> : null}
          {details.filter(Boolean).map((detail) => (
            <span key={detail}>{detail}</span>
          ))}
          <time>{formatDate(date)}</time>
          <span>浏览 {viewCount}</span>
        </span>
      </span>
    </>
  );
}
