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
  /** A smaller title and a closer facts line (the research news). */
  dense?: boolean | undefined;
  /**
   * Title and summary cut at two lines. Off, they show whole: the `block` beside `line-clamp-2` overrides the
   * clamp's display, which is how 资讯中心, 评价改革 and the magazine list have always drawn them (kept so
   * their screens do not change; turning it on for them is a decision of its own).
   */
  clamped?: boolean | undefined;
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
  dense,
  clamped,
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
        <span
          className={cn(
            'line-clamp-2 font-medium text-ink group-hover:text-brand-600',
            !clamped && 'block',
            dense ? 'text-[16px]' : 'text-[17px]',
          )}
        >
          {title}
        </span>
        {summary ? (
          <span className={cn('mt-1 line-clamp-2 text-sm text-muted', !clamped && 'block')}>{summary}</span>
        ) : null}
        <span className={cn('flex flex-wrap gap-x-3 text-xs text-muted', dense ? 'mt-1' : 'mt-2')}>
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
