import type { ReactNode } from 'react';
import { downloadFile } from '../element/download-file';
import { AI_MEDIA_LABEL, downloadFileName, isPromptValid } from '../logic/media-rules';
import { PromptField } from './prompt-field';

/** Where a generation stands in the image or video dialog. */
export type MediaState =
  | { kind: 'idle' }
  | { kind: 'generating' }
  | { kind: 'preview'; url: string }
  | { kind: 'error'; message: string };

/** Class names of the dialogs' buttons. */
export const mediaButtonClass = {
  primary:
    'rounded-lg bg-brand px-4 py-1.5 text-sm font-medium text-on-brand hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-45',
  secondary:
    'rounded-lg border border-gray-300 px-4 py-1.5 text-sm text-gray-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand',
} as const;

/** Props of {@link MediaForm}. */
export interface MediaFormProps {
  kind: 'image' | 'video';
  /** Id of the prompt textarea. */
  promptId: string;
  prompt: string;
  onPromptChange(prompt: string): void;
  state: MediaState;
  onGenerate(): void;
  /** Shown under the prompt while generating. */
  pendingNote?: ReactNode;
}

/** The body both media dialogs share: prompt, result (pending, error or preview), download and generate. */
export function MediaForm({ kind, promptId, prompt, onPromptChange, state, onGenerate, pendingNote }: MediaFormProps) {
  const generating = state.kind === 'generating';
  return (
    <>
      <PromptField id={promptId} value={prompt} disabled={generating} onChange={onPromptChange} />
      {generating ? pendingNote : null}
      <MediaResult state={state} kind={kind} />
      <div className="mt-4 flex justify-end gap-2">
        {state.kind === 'preview' ? (
          <button
            type="button"
            className={mediaButtonClass.secondary}
            onClick={() => void downloadFile(state.url, downloadFileName(kind, new Date()))}
          >
            下载
          </button>
        ) : null}
        <button
          type="button"
          className={mediaButtonClass.primary}
          disabled={!isPromptValid(prompt) || generating}
          onClick={onGenerate}
        >
          {generating ? '生成中…' : '生成'}
        </button>
      </div>
    </>
  );
}

function MediaResult({ state, kind }: { state: MediaState; kind: 'image' | 'video' }) {
  if (state.kind === 'error') {
    return (
      <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
        {state.message}
      </p>
    );
  }
  if (state.kind === 'generating') {
    return (
      <p aria-live="polite" className="edu-pending mt-3 text-sm text-gray-500">
        {kind === 'image' ? '图片生成中，请稍候…' : '视频生成中…'}
      </p>
    );
  }
  if (state.kind !== 'preview') return null;
  return (
    <div className="mt-3 flex justify-center rounded-lg bg-gray-50 p-2">
      {kind === 'image' ? (
        <img src={state.url} alt="生成的图片" className="max-h-80 rounded-md object-contain" />
      ) : (
        <div className="relative">
          {/* biome-ignore lint/a11y/useMediaCaption: generated videos have no caption track. */}
          <video src={state.url} controls className="max-h-80 rounded-md" aria-label="生成的视频" />
          {/* The explicit label of a generated video (GB 45438-2025), over the player for as long as it shows. */}
          <span
            part="video-ai-label"
            className="pointer-events-none absolute top-2 right-2 rounded bg-black/60 px-1.5 py-0.5 text-xs font-medium text-white"
          >
            {AI_MEDIA_LABEL}
          </span>
        </div>
      )}
    </div>
  );
}
