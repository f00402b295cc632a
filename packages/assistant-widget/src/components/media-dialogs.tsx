import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { serverMessageOf } from '../api/assistant-api';
import { IMAGE_SEED_MAX, TEXT, VIDEO_POLL_INTERVAL_MS, VIDEO_SEED_MAX } from '../constants';
import { downloadFile } from '../element/download-file';
import { useAssistant } from '../hooks/assistant-context';
import { downloadFileName, isPromptValid, randomSeed, toMediaPrompt } from '../logic/media-rules';
import { mediaDialogAtom } from '../state/dialog-atoms';
import { Dialog } from '../ui/dialog';
import { PromptField } from './prompt-field';

type MediaState =
  | { kind: 'idle' }
  | { kind: 'generating' }
  | { kind: 'preview'; url: string }
  | { kind: 'error'; message: string };

const primaryButton =
  'rounded-lg bg-brand px-4 py-1.5 text-sm font-medium text-on-brand hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-45';
const secondaryButton =
  'rounded-lg border border-gray-300 px-4 py-1.5 text-sm text-gray-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand';

/** 'AI绘图' and 'AI视频' (SPEC §2), loaded on first use. */
export default function MediaDialogs() {
  const { instance } = useAssistant();
  const [open, setOpen] = useAtom(mediaDialogAtom, { store: instance.store });
  return (
    <>
      <ImageDialog open={open === 'image'} onClose={() => setOpen(undefined)} />
      <VideoDialog open={open === 'video'} onClose={() => setOpen(undefined)} />
    </>
  );
}

function ImageDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { instance } = useAssistant();
  const [prompt, setPrompt] = useState('');
  const [state, setState] = useState<MediaState>({ kind: 'idle' });
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const generate = async () => {
    if (!isPromptValid(prompt)) return;
    setState({ kind: 'generating' });
    try {
      const { urls } = await instance.api.generateImage({
        uid: instance.getConfig().user?.uid ?? '',
        prompt: toMediaPrompt(prompt),
        seed: randomSeed(IMAGE_SEED_MAX),
      });
      if (!live.current) return;
      const url = urls[0];
      setState(url ? { kind: 'preview', url } : { kind: 'error', message: TEXT.imageEmpty });
    } catch (error) {
      if (live.current) setState({ kind: 'error', message: serverMessageOf(error) ?? TEXT.imageError });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={TEXT.imageDialogTitle}
      width="600px"
      part="image-dialog"
    >
      <PromptField id="edu-image-prompt" value={prompt} disabled={state.kind === 'generating'} onChange={setPrompt} />
      <MediaResult state={state} kind="image" />
      <div className="mt-4 flex justify-end gap-2">
        {state.kind === 'preview' ? (
          <button
            type="button"
            className={secondaryButton}
            onClick={() => void downloadFile(state.url, downloadFileName('image', new Date()))}
          >
            下载
          </button>
        ) : null}
        <button
          type="button"
          className={primaryButton}
          disabled={!isPromptValid(prompt) || state.kind === 'generating'}
          onClick={() => void generate()}
        >
          {state.kind === 'generating' ? '生成中…' : '生成'}
        </button>
      </div>
    </Dialog>
  );
}

function VideoDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { instance } = useAssistant();
  const [prompt, setPrompt] = useState('');
  const [state, setState] = useState<MediaState>({ kind: 'idle' });
  const [confirming, setConfirming] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const job = useRef(0);

  const stopPolling = () => {
    job.current += 1;
    clearTimeout(timer.current);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleanup only, on unmount.
  useEffect(() => stopPolling, []);

  const fail = (error: unknown) => setState({ kind: 'error', message: serverMessageOf(error) ?? TEXT.videoError });

  const poll = (requestId: string, id: number) => {
    timer.current = setTimeout(async () => {
      try {
        const status = await instance.api.getVideoStatus(requestId);
        if (id !== job.current) return;
        if (status.state === 'done' && status.urls[0]) setState({ kind: 'preview', url: status.urls[0] });
        else if (status.state === 'failed') setState({ kind: 'error', message: status.reason || TEXT.videoError });
        else poll(requestId, id);
      } catch (error) {
        if (id === job.current) fail(error);
      }
    }, VIDEO_POLL_INTERVAL_MS);
  };

  const generate = async () => {
    if (!isPromptValid(prompt)) return;
    stopPolling();
    const id = job.current;
    setState({ kind: 'generating' });
    try {
      const { requestId } = await instance.api.startVideo({
        uid: instance.getConfig().user?.uid ?? '',
        prompt: toMediaPrompt(prompt),
        seed: randomSeed(VIDEO_SEED_MAX),
      });
      if (id === job.current) poll(requestId, id);
    } catch (error) {
      if (id === job.current) fail(error);
    }
  };

  const requestClose = () => {
    if (state.kind === 'generating') setConfirming(true);
    else onClose();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && requestClose()}
      title={TEXT.videoDialogTitle}
      width="600px"
      modalLock={state.kind === 'generating'}
      part="video-dialog"
    >
      {confirming ? (
        <div role="alertdialog" aria-label="确认退出" className="py-2">
          <p className="text-sm text-gray-800">{TEXT.videoExitConfirm}</p>
          <div className="mt-4 flex justify-end gap-2">
            <button type="button" className={secondaryButton} onClick={() => setConfirming(false)}>
              取消
            </button>
            <button
              type="button"
              className={primaryButton}
              onClick={() => {
                stopPolling();
                setConfirming(false);
                setState({ kind: 'idle' });
                onClose();
              }}
            >
              确认退出
            </button>
          </div>
        </div>
      ) : (
        <>
          <PromptField
            id="edu-video-prompt"
            value={prompt}
            disabled={state.kind === 'generating'}
            onChange={setPrompt}
          />
          {state.kind === 'generating' ? <p className="mt-2 text-sm text-amber-700">{TEXT.videoWaitNote}</p> : null}
          <MediaResult state={state} kind="video" />
          <div className="mt-4 flex justify-end gap-2">
            {state.kind === 'preview' ? (
              <button
                type="button"
                className={secondaryButton}
                onClick={() => void downloadFile(state.url, downloadFileName('video', new Date()))}
              >
                下载
              </button>
            ) : null}
            <button
              type="button"
              className={primaryButton}
              disabled={!isPromptValid(prompt) || state.kind === 'generating'}
              onClick={() => void generate()}
            >
              {state.kind === 'generating' ? '生成中…' : '生成'}
            </button>
          </div>
        </>
      )}
    </Dialog>
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
        // biome-ignore lint/a11y/useMediaCaption: generated videos have no caption track.
        <video src={state.url} controls className="max-h-80 rounded-md" aria-label="生成的视频" />
      )}
    </div>
  );
}
