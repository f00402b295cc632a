import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { useAssistant } from '../hooks/assistant-context';
import { mediaDialogAtom } from '../state/dialog-atoms';
import { assistantModeAtom } from '../state/mode-atoms';
import { readAloudAtom } from '../state/panel-atoms';
import { TEXT } from '../texts';
import { IconButton, type IconButtonProps } from '../ui/icon-button';
import { ModeBadge } from './mode-badge';
import { PanelVoice } from './panel-voice';

export interface PanelHeaderProps {
  minimised: boolean;
  fullScreen: boolean;
  narrow: boolean;
  sidebarOpen: boolean;
  onToggleSidebar(): void;
  onPointerDown(event: ReactPointerEvent<HTMLElement>): void;
  onMinimise(): void;
  onFullScreen(): void;
  onClose(): void;
}

function HeaderButton(props: Omit<IconButtonProps, 'className'>) {
  return (
    <IconButton
      {...props}
      className="size-8 text-on-brand hover:bg-black/20 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white"
    />
  );
}

/** Title bar: drag handle (when not full screen), media dialogs, minimise, full screen, close. */
export function PanelHeader(props: PanelHeaderProps) {
  const { instance, voice } = useAssistant();
  const setMedia = useSetAtom(mediaDialogAtom);
  const [reading, setReading] = useAtom(readAloudAtom);
  // Until the server has answered, the buttons show as before; it refuses what the mode forbids anyway.
  const mode = useAtomValue(assistantModeAtom);
  const { siteName } = instance.getConfig();
  return (
    <header
      part="header"
      onPointerDown={props.onPointerDown}
      className={`flex shrink-0 items-center gap-2 bg-brand px-3 py-2 text-on-brand select-none ${props.fullScreen ? '' : 'cursor-move touch-none'}`}
    >
      {props.narrow && !props.minimised ? (
        <HeaderButton label="对话列表" pressed={props.sidebarOpen} onClick={props.onToggleSidebar}>
          <path d="M4 6h16M4 12h16M4 18h16" />
        </HeaderButton>
      ) : null}
      <h2 className="min-w-0 flex-1 truncate text-sm font-semibold" title={siteName}>
        {siteName} · AI助手
      </h2>
      {/* On a phone the labels do not all fit: the group scrolls sideways instead of wrapping. */}
      <div className="flex min-w-0 items-center gap-1 overflow-x-auto [scrollbar-width:none]">
        {props.minimised ? null : (
          <>
            {/* In the group that scrolls, so that on a phone it never squeezes the title away. */}
            <ModeBadge />
            {mode?.image === false ? null : (
              <button
                type="button"
                onClick={() => setMedia('image')}
                className="shrink-0 rounded-md px-2 py-1 text-xs font-medium whitespace-nowrap hover:bg-black/20 focus-visible:outline-2 focus-visible:outline-white"
              >
                {TEXT.imageDialogTitle}
              </button>
            )}
            {mode?.video === false ? null : (
              <button
                type="button"
                onClick={() => setMedia('video')}
                className="shrink-0 rounded-md px-2 py-1 text-xs font-medium whitespace-nowrap hover:bg-black/20 focus-visible:outline-2 focus-visible:outline-white"
              >
                {TEXT.videoDialogTitle}
              </button>
            )}
          </>
        )}
        {props.minimised ? null : (
          <button
            type="button"
            part="read-page"
            aria-pressed={reading}
            onClick={() => {
              // The speech engine comes with 朗读本页's own chunk, in the same round trip.
              if (!reading) voice.prefetch();
              setReading(!reading);
            }}
            className="shrink-0 rounded-md px-2 py-1 text-xs font-medium whitespace-nowrap hover:bg-black/20 focus-visible:outline-2 focus-visible:outline-white"
          >
            朗读本页
          </button>
        )}
        {/* Mounted while minimised too, so the speech chat keeps its messages; its buttons hide. */}
        <PanelVoice visible={!props.minimised} />
      </div>
      <HeaderButton label={props.minimised ? '还原' : '最小化'} onClick={props.onMinimise}>
        {props.minimised ? <path d="M5 15l7-7 7 7" /> : <path d="M5 12h14" />}
      </HeaderButton>
      <HeaderButton
        label={props.fullScreen ? '退出全屏' : '全屏'}
        pressed={props.fullScreen}
        onClick={props.onFullScreen}
      >
        {props.fullScreen ? (
          <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
        ) : (
          <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
        )}
      </HeaderButton>
      <HeaderButton label="关闭" onClick={props.onClose}>
        <path d="M6 6l12 12M18 6L6 18" />
      </HeaderButton>
    </header>
  );
}
