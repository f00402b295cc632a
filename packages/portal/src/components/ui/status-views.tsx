import { isApiError } from '@edu/api-client';
import type { ReactNode } from 'react';

/** What a data view shows when there is nothing to show. */
export function EmptyState({ text = '暂无数据', children }: { text?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-12 text-center text-muted">
      <svg aria-hidden="true" viewBox="0 0 64 48" className="h-12 w-16 text-slate-300">
        <path fill="currentColor" d="M8 14h48l-6-10H14zM4 18h56v26a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4z" opacity=".6" />
        <path fill="#fff" d="M22 28h20v4H22z" />
      </svg>
      <p>{text}</p>
      {children}
    </div>
  );
}

/** The text of a failed request: the API error's message (already SPEC §8 text), never a raw object. */
export function errorText(error: unknown): string {
  if (isApiError(error) && error.message) return error.message;
  return '加载失败，请稍后再试';
}

/** A failed data view: what happened and a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center justify-center gap-3 py-12 text-center">
      <p className="font-medium text-ink">内容加载失败</p>
      <p className="text-sm text-muted">{errorText(error)}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-lg border border-brand-500 px-5 py-1.5 text-sm text-brand-600 hover:bg-brand-50"
      >
        重试
      </button>
    </div>
  );
}
