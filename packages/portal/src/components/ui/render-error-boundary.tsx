import { Component, type ReactNode } from 'react';
import { ErrorState } from './status-views';

interface RenderErrorBoundaryProps {
  children: ReactNode;
  /** What stands in for the part; by default the failed view with 重试. */
  fallback?: ReactNode;
}

/**
 * Catches what a part throws while rendering, above all a chunk that failed to arrive (the network cut, or
 * a new release that replaced the chunk's file). Without a boundary React unmounts the whole root and the
 * page goes blank; with one, only the part is lost. React.lazy keeps a failed import, so 重试 loads the
 * page again rather than rendering the part again. (React logs the error itself.)
 */
export class RenderErrorBoundary extends Component<RenderErrorBoundaryProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ?? <ErrorState error={this.state.error} onRetry={() => window.location.reload()} />;
  }
}
