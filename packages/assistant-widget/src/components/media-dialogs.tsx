import { IMAGE_SEED_MAX, MEDIA_DIALOG_WIDTH_PX, VIDEO_POLL_INTERVAL_MS, VIDEO_SEED_MAX } from '@edu/api-client';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { serverMessageOf } from '../api/assistant-api';
import { useAssistant } from '../hooks/assistant-context';
import { isPromptValid, randomSeed, toMediaPrompt } from '../logic/media-rules';
import { shouldRetryVideoPoll } from '../logic/video-poll-retry';
import { mediaDialogAtom } from '../state/dialog-atoms';
import { TEXT } from '../texts';
import { Dialog } from '../ui/dialog';
import { MediaForm, type MediaState, mediaButtonClass } from './media-form';

/** 'AI绘图' and 'AI视频' (SPEC §2), loaded on first use. */
export default function MediaDialogs() {
  const [open, setOpen] = useAtom(mediaDialogAtom);
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
      width={`${MEDIA_DIALOG_WIDTH_PX}px`}
      part="image-dialog"
    >
      <MediaForm
        kind="image"
        promptId="edu-image-prompt"
        prompt={prompt}
        onPromptChange={setPrompt}
        state={state}
        onGenerate={() => void generate()}
      />
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

  // `failedPolls`: failed polls in a row; a network failure or a 5xx is polled again a few times, so a
  // moment's outage does not lose a video the user was charged for.
  const poll = (requestId: string, id: number, failedPolls = 0) => {
    timer.current = setTimeout(async () => {
      try {
        const status = await instance.api.getVideoStatus(requestId);
        if (id !== job.current) return;
        if (status.state === 'done' && status.urls[0]) setState({ kind: 'preview', url: status.urls[0] });
        else if (status.state === 'failed') setState({ kind: 'error', message: status.reason || TEXT.videoError });
        else poll(requestId, id);
      } catch (error) {
        if (id !== job.current) return;
        if (shouldRetryVideoPoll(error, failedPolls)) poll(requestId, id, failedPolls + 1);
        else fail(error);
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
      width={`${MEDIA_DIALOG_WIDTH_PX}px`}
      modalLock={state.kind === 'generating'}
      part="video-dialog"
    >
      {confirming ? (
        <div role="alertdialog" aria-label="确认退出" className="py-2">
          <p className="text-sm text-gray-800">{TEXT.videoExitConfirm}</p>
          <div className="mt-4 flex justify-end gap-2">
            <button type="button" className={mediaButtonClass.secondary} onClick={() => setConfirming(false)}>
              取消
            </button>
            <button
              type="button"
              className={mediaButtonClass.primary}
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
        <MediaForm
          kind="video"
          promptId="edu-video-prompt"
          prompt={prompt}
          onPromptChange={setPrompt}
          state={state}
          onGenerate={() => void generate()}
          pendingNote={<p className="mt-2 text-sm text-amber-700">{TEXT.videoWaitNote}</p>}
        />
      )}
    </Dialog>
  );
}
