import { Fragment, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A grey placeholder block that pulses while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200/80', className)} />;
}

/** A list of placeholder rows, the shape most list views take while loading. */
export function ListSkeleton({ rows = 5, label = '正在加载' }: { rows?: number; label?: string }) {
  return (
    <RepeatedPlaceholder count={rows} label={label} className="space-y-4 p-1">
      <div className="flex gap-4">
        <Skeleton className="h-20 w-28 shrink-0" />
        <div className="flex-1 space-y-2 py-1">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      </div>
    </RepeatedPlaceholder>
  );
}

/** A grid of placeholder cards. */
export function CardGridSkeleton({ cards = 6, label = '正在加载' }: { cards?: number; label?: string }) {
  return (
    <RepeatedPlaceholder count={cards} label={label} className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
      <div className="space-y-2">
        <Skeleton className="aspect-[4/3] w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </RepeatedPlaceholder>
  );
}

/** A loading status (named `label`) holding `count` copies of one placeholder. */
function RepeatedPlaceholder({
  count,
  label,
  className,
  children,
}: {
  count: number;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-label={label} className={className}>
      <Repeated count={count}>{children}</Repeated>
    </div>
  );
}

/** `count` copies of one placeholder. */
function Repeated({ count, children }: { count: number; children: ReactNode }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
    <Fragment key={index}>{children}</Fragment>
  ));
}

/** The placeholder of a whole page while its chunk loads. */
export function PageSkeleton() {
  return (
    <div role="status" aria-label="页面加载中" className="page-container space-y-6 py-8">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-56 w-full" />
      <div className="grid gap-4 md:grid-cols-3">
        <Repeated count={3}>
          <Skeleton className="h-32" />
        </Repeated>
      </div>
    </div>
  );
}
