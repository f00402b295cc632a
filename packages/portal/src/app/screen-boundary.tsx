import { type ReactNode, Suspense } from 'react';
import { RenderErrorBoundary } from '../components/ui/render-error-boundary';
import { PageSkeleton } from '../components/ui/skeleton';

/** Where a routed screen renders: the page skeleton while its chunk comes, 内容加载失败 with 重试 if it fails. */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  return (
    <RenderErrorBoundary>
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
    </RenderErrorBoundary>
  );
}
