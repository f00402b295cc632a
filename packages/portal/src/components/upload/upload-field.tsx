import { createXhrUploadTransport, isApiError, UPLOAD_MESSAGES, type UploadResult, uploadFile } from '@edu/api-client';
import { useEffect, useId, useReducer, useRef } from 'react';
import { UPLOAD_PROGRESS_HIDE_DELAY_MS } from '../../config/constants';
import { PORTAL_MESSAGES } from '../../config/messages';
import { portal } from '../../lib/portal-clients';
import { showToast } from '../../lib/toast';
import { countedUploads, reduceUploads } from './upload-state';

export interface UploadFieldProps {
  label: string;
  /** Format whitelist, extensions without dots (SPEC §5; images: IMAGE_UPLOAD_EXTENSIONS). */
  extensions?: readonly string[];
  /** Largest file in KB. */
  maxSizeKb?: number;
  /** Most files in this field. */
  maxCount?: number;
  /** Each uploaded file (its storage key is `transcodePath`). */
  onUploaded?: (result: UploadResult) => void;
  /** Files refused by the count limit (SPEC §5's over-limit callback). */
  onExceed?: (files: readonly File[]) => void;
  /** An uploaded file the user took off the list again. */
  onRemoved?: (result: UploadResult) => void;
}

let nextUploadId = 1;

/**
 * The upload component (SPEC §5, §9): format whitelist, maximum size, count limit (checked by
 * `@edu/api-client` before any request), real progress (XMLHttpRequest), the bar hidden 1 s after
 * completion, '上传成功' on success, the reason on a refusal.
 */
export function UploadField({
  label,
  extensions,
  maxSizeKb,
  maxCount,
  onUploaded,
  onExceed,
  onRemoved,
}: UploadFieldProps) {
  const id = useId();
  const [items, dispatch] = useReducer(reduceUploads, []);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const upload = async (file: File, existingCount: number) => {
    const uploadId = nextUploadId++;
    dispatch({ type: 'started', id: uploadId, name: file.name });
    try {
      const result = await uploadFile(portal, file, {
        extensions,
        maxSizeKb,
        maxCount,
        existingCount,
        onExceed: onExceed ? (files) => onExceed(files as File[]) : undefined,
        onProgress: (percent) => dispatch({ type: 'progress', id: uploadId, percent }),
        transport: createXhrUploadTransport(XMLHttpRequest),
      });
      dispatch({ type: 'succeeded', id: uploadId, result });
      showToast(PORTAL_MESSAGES.uploadSucceeded, 'success');
      onUploaded?.(result);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dispatch({ type: 'progress-hidden', id: uploadId });
      }, UPLOAD_PROGRESS_HIDE_DELAY_MS);
      timers.current.add(timer);
    } catch (error) {
      dispatch({ type: 'failed', id: uploadId, message: isApiError(error) ? error.message : '上传失败，请稍后再试' });
    }
  };

  const accept = extensions?.map((extension) => `.${extension}`).join(',');
  return (
    <div className="space-y-2">
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-dashed border-brand-500 px-4 py-2 text-sm text-brand-600 hover:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
      >
        <span aria-hidden="true">＋</span>
        {label}
        <input
          id={id}
          type="file"
          multiple={maxCount === undefined || maxCount > 1}
          accept={accept}
          className="sr-only"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            const existing = countedUploads(items);
            if (maxCount !== undefined && existing + files.length > maxCount) {
              onExceed?.(files);
              showToast(UPLOAD_MESSAGES.count(maxCount), 'warning');
              return;
            }
            files.forEach((file, index) => void upload(file, existing + index));
          }}
        />
      </label>
      {extensions || maxSizeKb ? (
        <p className="text-xs wrap-anywhere text-muted">
          {extensions ? `支持 ${extensions.join('/')} 格式` : ''}
          {maxSizeKb ? `，单个文件不超过 ${maxSizeKb} KB` : ''}
          {maxCount ? `，最多 ${maxCount} 个` : ''}
        </p>
      ) : null}
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.id} className="text-sm">
            <div className="flex items-center gap-2">
              <span className="min-w-0 flex-1 truncate text-ink">{item.name}</span>
              {item.status === 'done' ? <span className="text-emerald-700">已上传</span> : null}
              <button
                type="button"
                aria-label={`移除 ${item.name}`}
                onClick={() => {
                  dispatch({ type: 'removed', id: item.id });
                  if (item.result) onRemoved?.(item.result);
                }}
                className="text-muted hover:text-red-700"
              >
                ×
              </button>
            </div>
            {/* Under the name, whole: a refusal can be longer than a phone's row (the list of formats). */}
            {item.status === 'failed' ? <p className="text-xs wrap-anywhere text-red-700">{item.error}</p> : null}
            {item.progressVisible ? (
              <progress max={100} value={item.percent} aria-label={`${item.name} 上传进度`} className="h-1.5 w-full" />
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
