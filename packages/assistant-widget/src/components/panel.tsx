import { useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../constants';
import { useAssistant } from '../hooks/assistant-context';
import { useAssistantMode } from '../hooks/use-assistant-mode';
import { useDrag } from '../hooks/use-drag';
import { useVisibleArea } from '../hooks/use-visible-area';
import { clampPanelToArea, type DockPosition } from '../logic/drag-position';
import { MINIMISED_PANEL_SIZE, panelBesideLauncher, panelSize } from '../logic/panel-frame';
import { dislikeDialogAtom, mediaDialogAtom } from '../state/dialog-atoms';
import { assistantModeAtom } from '../state/mode-atoms';
import { panelAtom, panelPositionAtom } from '../state/panel-atoms';
import { Composer } from './composer';
import { ConversationSidebar } from './conversation-sidebar';
import { MessageList } from './message-list';
import { PanelHeader } from './panel-header';
import { PrivacyNotice } from './privacy-notice';

const MediaDialogs = lazy(() => import('./media-dialogs'));
// With a teacher's mode only: the tools' prompts are shared with the selection bubble, not the panel's code.
const TeacherTools = lazy(() => import('./teacher-tools').then((module) => ({ default: module.TeacherTools })));
// Radix Dialog comes with the first dialog opened, not with the panel.
const DislikeDialog = lazy(() => import('./dislike-dialog').then((module) => ({ default: module.DislikeDialog })));

export interface PanelProps {
  onClose(): void;
  /** Where the launcher is: the panel first opens beside it. */
  launcherPosition: DockPosition;
}

/**
 * The expanded assistant (SPEC §2): header with the media dialogs and window controls, the
 * conversation list, the messages and the input. Loaded with the app, when someone reaches for the launcher.
 */
export default function Panel({ onClose, launcherPosition }: PanelProps) {
  const { instance } = useAssistant();
  const [panel, setPanel] = useAtom(panelAtom);
  const [panelPosition, setPanelPosition] = useAtom(panelPositionAtom);
  const mediaDialog = useAtomValue(mediaDialogAtom);
  const dislikeAnswer = useAtomValue(dislikeDialogAtom);
  const teacherTools = useAtomValue(assistantModeAtom)?.teacherTools === true;
  // The visible area, not the window: a phone keyboard must never cover the input (issue #16).
  const { area, layout: viewport } = useVisibleArea();
  const narrow = viewport.width < MOBILE_BREAKPOINT_PX;
  const [sidebarOpen, setSidebarOpen] = useState(!narrow);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const [dragPosition, setDragPosition] = useState<DockPosition | undefined>(undefined);
  useAssistantMode();

  const size = panelSize(area);
  // By default the panel opens beside the launcher (the loading panel used the same frame); clamping does the rest.
  const position = clampPanelToArea(
    dragPosition ?? panelPosition ?? panelBesideLauncher(launcherPosition, viewport),
    viewport,
    area,
    panel.minimised ? MINIMISED_PANEL_SIZE : size,
  );
  const positionRef = useRef(position);
  positionRef.current = position;

  const { onPointerDown } = useDrag({
    enabled: !panel.fullScreen,
    getPosition: () => positionRef.current,
    onMove: setDragPosition,
    onDrop: (next) => {
      setDragPosition(undefined);
      setPanelPosition(next);
    },
  });

  // The list loads on first open (not with the launcher); the instance reloads it when the user changes
  // (a uid read here during render would be the old one: the instance gets the new config in an effect).
  useEffect(() => {
    void instance.loadConversations();
  }, [instance]);

  // Focus goes into the panel when it opens (and back to the launcher when it closes); a kept question
  // (typed while the panel was closed) goes on at its end. A layout effect: when the panel replaces the
  // loading panel, the focus moves before that one is removed, so no key pressed in between is lost.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!panel.open || panel.minimised || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [panel.open, panel.minimised]);

  if (!panel.open) return null;

  const frame = panel.fullScreen
    ? { className: 'rounded-none', style: { top: area.top, left: area.left, width: area.width, height: area.height } }
    : {
        className: 'rounded-brand',
        style: {
          right: position.right,
          bottom: position.bottom,
          width: panel.minimised ? MINIMISED_PANEL_SIZE.width : size.width,
          height: panel.minimised ? undefined : size.height,
        },
      };

  return (
    <>
      <section
        ref={sectionRef}
        part="panel"
        aria-label="AI助手"
        data-state={panel.minimised ? 'minimised' : panel.fullScreen ? 'full-screen' : 'open'}
        onKeyDown={(event) => {
          // Escape closes the panel when no dialog or popover has it (issue #16); theirs close themselves.
          if (event.key !== 'Escape' || event.defaultPrevented || event.nativeEvent.isComposing) return;
          if ((event.target as Element).closest('[role="dialog"], [role="alertdialog"]')) return;
          event.preventDefault();
          onClose();
        }}
        className={`edu-layer fixed flex flex-col overflow-hidden border border-gray-200 bg-surface shadow-2xl shadow-black/20 ${frame.className}`}
        style={frame.style}
      >
        <PanelHeader
          minimised={panel.minimised}
          fullScreen={panel.fullScreen}
          narrow={narrow}
          sidebarOpen={sidebarOpen}
          onToggleSidebar={() => setSidebarOpen((open) => !open)}
          onPointerDown={onPointerDown}
          onMinimise={() => setPanel((state) => ({ ...state, minimised: !state.minimised }))}
          onFullScreen={() => setPanel((state) => ({ ...state, fullScreen: !state.fullScreen, minimised: false }))}
          onClose={onClose}
        />
        {panel.minimised ? null : (
          <div className={`flex min-h-0 flex-1 ${narrow ? 'flex-col' : 'flex-row'}`}>
            {sidebarOpen ? (
              <ConversationSidebar
                narrow={narrow}
                onPicked={() => {
                  if (narrow) setSidebarOpen(false);
                  inputRef.current?.focus();
                }}
              />
            ) : null}
            <div className="flex min-h-0 min-w-0 flex-1 flex-col">
              <MessageList />
              <PrivacyNotice />
              {teacherTools ? (
                <Suspense fallback={null}>
                  <TeacherTools inputRef={inputRef} />
                </Suspense>
              ) : null}
              <Composer inputRef={inputRef} />
            </div>
          </div>
        )}
      </section>
      {dislikeAnswer !== undefined ? (
        <Suspense fallback={null}>
          <DislikeDialog />
        </Suspense>
      ) : null}
      {mediaDialog ? (
        <Suspense fallback={null}>
          <MediaDialogs />
        </Suspense>
      ) : null}
    </>
  );
}
