import type { UploadResult } from '@edu/api-client';

/** One file of an upload field. */
export interface UploadItem {
  id: number;
  name: string;
  status: 'uploading' | 'done' | 'failed';
  /** 0–100 (SPEC §5: progress accepts 0 to 100). */
  percent: number;
  /** SPEC §9: the progress bar hides 1 s after completion. */
  progressVisible: boolean;
  result?: UploadResult;
  error?: string;
}

export type UploadEvent =
  | { type: 'started'; id: number; name: string }
  | { type: 'progress'; id: number; percent: number }
  | { type: 'succeeded'; id: number; result: UploadResult }
  | { type: 'failed'; id: number; message: string }
  | { type: 'progress-hidden'; id: number }
  | { type: 'removed'; id: number };

const clampPercent = (percent: number) => Math.min(100, Math.max(0, Math.round(percent)));

/** The upload field's list of files, as a pure reducer (the component schedules the 1 s hide). */
export function reduceUploads(items: readonly UploadItem[], event: UploadEvent): UploadItem[] {
  const update = (patch: (item: UploadItem) => UploadItem) =>
    items.map((item) => (item.id === event.id ? patch(item) : item));
  switch (event.type) {
    case 'started':
      return [...items, { id: event.id, name: event.name, status: 'uploading', percent: 0, progressVisible: true }];
    case 'progress':
      return update((item) =>
        item.status === 'uploading' ? { ...item, percent: Math.max(item.percent, clampPercent(event.percent)) } : item,
      );
    case 'succeeded':
      return update((item) => ({ ...item, status: 'done', percent: 100, result: event.result }));
    case 'failed':
      return update((item) => ({ ...item, status: 'failed', progressVisible: false, error: event.message }));
    case 'progress-hidden':
      return update((item) => (item.status === 'done' ? { ...item, progressVisible: false } : item));
    case 'removed':
      return items.filter((item) => item.id !== event.id);
    default:
      return event satisfies never;
  }
}

/** Files that count against the count limit: the uploaded ones and those on their way. */
export function countedUploads(items: readonly UploadItem[]): number {
  return items.filter((item) => item.status !== 'failed').length;
}
