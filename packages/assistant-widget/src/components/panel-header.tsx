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

/** An icon button of the title bar: 32 px with a mouse, a 44 px target on a phone. */
function HeaderButton({ narrow, ...props }: Omit<IconButtonProps, 'className'> & { narrow: boolean }) {
  return (
    <IconButton
      {...props}
      className={`${narrow ? 'size-11' : 'size-8'} shrink-0 text-on-brand hover:bg-black/20 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white`}
    />
  );
}

/**
 * Title bar: drag handle (when not full screen), mode, media dialogs, voice, minimise, full screen, close.
 * With a mouse it is one line whose tools scroll sideways if they must. On a phone (narrow) the title and
 * the window's buttons keep the first line and the tools wrap onto lines of their own below it, every
 * button a 44 px target, so nothing is squeezed, hidden in a scroll or overlapped (issue 35).
 */
export function PanelHeader(props: PanelHeaderProps) {
  const { instance, voice } = useAssistant();
  const setMedia = useSetAtom(mediaDialogAtom);
  const [reading, setReading] = useAtom(readAloudAtom);
  // Until the server has answered, the buttons show as before; it refuses what the mode forbids anyway.
  const mode = useAtomValue(assistantModeAtom);
  const { siteName } = instance.getConfig();
  const { narrow } = props;
  const toolsOwnLine = narrow && !props.minimised;
  return (
    <header
      part="header"
      onPointerDown={props.onPointerDown}
      className={`flex shrink-0 items-center bg-brand text-on-brand select-none ${narrow ? 'flex-wrap gap-x-1 px-1 pb-1' : 'gap-2 px-3 py-2'} ${props.fullScreen ? '' : 'cursor-move touch-none'}`}
    >
      {toolsOwnLine ? (
        <HeaderButton narrow label="对话列表" pressed={props.sidebarOpen} onClick={props.onToggleSidebar}>
          <path d="M4 6h16M4 12h16M4 18h16" />
        </HeaderButton>
      ) : null}
      <h2 className="min-w-0 flex-1 truncate text-sm font-semibold" title={siteName}>
        {siteName} · AI助手
      </h2>
      {/* Last in order on a phone: a line of its own under the title, wrapping, each button 44 px high. */}
      <div
        part="header-tools"
        className={`flex min-w-0 items-center gap-1 ${toolsOwnLine ? 'order-last basis-full flex-wrap px-1 [&>button]:min-h-11 [&>button]:px-3' : 'overflow-x-auto [scrollbar-width:none]'}`}
      >
        {props.minimised ? null : (
          <>
            {/* With the tools, so that it never squeezes the title away. */}
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
      <HeaderButton narrow={narrow} label={props.minimised ? '还原' : '最小化'} onClick={props.onMinimise}>
        {props.minimised ? <path d="M5 15l7-7 7 7" /> : <path d="M5 12h14" />}
      </HeaderButton>
      <HeaderButton
        narrow={narrow}
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
      <HeaderButton narrow={narrow} label="关闭" onClick={props.onClose}>
        <path d="M6 6l12 12M18 6L6 18" />
      </HeaderButton>
    </header>
  );
}
