import { useAtom, useSetAtom } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AssistantApi } from '../api/assistant-api';
import { createSwitchableAssistantApi, type SwitchableAssistantApi } from '../api/create-switchable-assistant-api';
import { MOBILE_BREAKPOINT_PX } from '../constants';
import { adoptStyles } from '../element/adopt-styles';
import type { WidgetConfig } from '../element/widget-config';
import type { AssistantContextValue } from '../hooks/assistant-context';
import { useAssistant } from '../hooks/assistant-context';
import { useLocationPath } from '../hooks/use-location-path';
import { isPathAllowed, isUserAllowed } from '../logic/path-rules';
import type { EmitAssistantEvent } from '../state/assistant-events';
import { type AssistantInstance, createAssistantInstance } from '../state/create-assistant-instance';
import { draftAtom, panelAtom, readAloudAtom } from '../state/panel-atoms';
import css from '../styles.css?inline';
import { AssistantProvider } from './assistant-provider';
import { Launcher } from './launcher';
import { ToastRegion } from './toast-region';

const loadPanel = () => import('./panel');
const Panel = lazy(loadPanel);
// The selection bubble (issue #16) comes with the page's first selection; the panel only when it is used.
const SelectionBubble = lazy(() => import('../selection/selection-bubble'));
// '朗读本页' (issue #16) and its extractor come with the first press of the button.
const ReadAloud = lazy(() => import('../read-aloud/read-aloud'));

export interface AssistantRootProps {
  /** The shadow root the widget renders in (styles are adopted there). */
  shadowRoot: ShadowRoot;
  config: WidgetConfig;
  /** Builds the API client for this instance; built again (same instance) when `apiBase` changes. */
  createApi(config: { apiBase: string; getToken(): string | undefined }): AssistantApi;
  emit: EmitAssistantEvent;
  /** Separates the localStorage keys of several widgets on one page. */
  storageScope: string;
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** One widget instance: its own jotai store, sessions and styles; shows only where the rules allow. */
export function AssistantRoot({ shadowRoot, config, createApi, emit, storageScope }: AssistantRootProps) {
  const [instance, setInstance] = useState<AssistantInstance | undefined>(undefined);
  const [portalContainer, setPortalContainer] = useState<HTMLElement | null>(null);
  const configRef = useRef(config);
  configRef.current = config;
  const emitRef = useRef(emit);
  emitRef.current = emit;
  const createApiRef = useRef(createApi);
  createApiRef.current = createApi;

  useLayoutEffect(() => adoptStyles(shadowRoot, css), [shadowRoot]);

  // Created in an effect (not during render) so React StrictMode's mount-unmount-mount gets a fresh one.
  const api = useRef<{ switchable: SwitchableAssistantApi; apiBase: string } | undefined>(undefined);
  const getToken = useCallback(() => configRef.current.user?.token, []);
  useEffect(() => {
    const { apiBase } = configRef.current;
    const switchable = createSwitchableAssistantApi(createApiRef.current({ apiBase, getToken }));
    api.current = { switchable, apiBase };
    const created = createAssistantInstance({
      config: configRef.current,
      api: switchable.api,
      emit: (name, detail) => emitRef.current(name, detail),
      storage: localStorageOrUndefined(),
      storageScope,
    });
    setInstance(created);
    return () => created.dispose();
  }, [storageScope, getToken]);

  // A new api-base reaches the same instance (the open panel and its state stay); the instance then
  // reloads the list from that service. Declared before setConfig so the new client is in place first.
  const { apiBase } = config;
  useEffect(() => {
    const current = api.current;
    if (!current || current.apiBase === apiBase) return;
    current.switchable.setTarget(createApiRef.current({ apiBase, getToken }));
    current.apiBase = apiBase;
  }, [apiBase, getToken]);

  useEffect(() => {
    instance?.setConfig(config);
  }, [instance, config]);

  const context = useMemo<AssistantContextValue | undefined>(
    () => (instance ? { instance, portalContainer, root: shadowRoot } : undefined),
    [instance, portalContainer, shadowRoot],
  );

  const path = useLocationPath();
  const visible =
    isPathAllowed(path, { include: config.include, exclude: config.exclude }) &&
    isUserAllowed(config.user?.uid, config.allowedUsers);

  return (
    <div className="edu-root" data-visible={visible}>
      {context && visible ? (
        <AssistantProvider value={context}>
          <AssistantView instance={context.instance} />
          <div ref={setPortalContainer} />
          <ToastRegion />
        </AssistantProvider>
      ) : null}
    </div>
  );
}

function AssistantView({ instance }: { instance: AssistantInstance }) {
  const [panel, setPanel] = useAtom(panelAtom);
  const [panelRequested, setPanelRequested] = useState(panel.open);

  // Load the panel chunk when the browser is idle, so the first open is instant.
  useEffect(() => {
    const idle = window.requestIdleCallback?.(() => void loadPanel(), { timeout: 4000 });
    const timer = idle === undefined ? setTimeout(() => void loadPanel(), 2000) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, []);

  const open = useCallback(() => {
    setPanelRequested(true);
    setPanel({ open: true, minimised: false, fullScreen: window.innerWidth < MOBILE_BREAKPOINT_PX });
    instance.emit('open', {});
  }, [instance, setPanel]);

  // The first non-empty selection on the page loads the bubble, which then watches selections itself.
  const [selectionSeen, setSelectionSeen] = useState(false);
  useEffect(() => {
    if (selectionSeen) return;
    const check = () => {
      if (document.getSelection()?.isCollapsed === false) setSelectionSeen(true);
    };
    document.addEventListener('selectionchange', check);
    return () => document.removeEventListener('selectionchange', check);
  }, [selectionSeen]);
  const setDraft = useSetAtom(draftAtom);
  const ask = useCallback(
    (question: string) => {
      open();
      // While a reply is being written the question waits in the input.
      if (!instance.chat.send(question)) setDraft(question);
    },
    [instance, open, setDraft],
  );

  const launcherRef = useRef<HTMLButtonElement>(null);
  // Focus goes back to the launcher once it is drawn again (a full-screen panel hides it).
  const [refocus, setRefocus] = useState(false);
  const close = useCallback(() => {
    setPanel((state) => ({ ...state, open: false, minimised: false }));
    instance.emit('close', {});
    setRefocus(true);
  }, [instance, setPanel]);
  useEffect(() => {
    if (!refocus) return;
    launcherRef.current?.focus();
    setRefocus(false);
  }, [refocus]);

  // Reading the page aloud shows the page: the panel collapses, the read-aloud bar takes the focus.
  const { root } = useAssistant();
  const [reading, setReading] = useAtom(readAloudAtom);
  const panelOpen = panel.open;
  useEffect(() => {
    if (!reading || !panelOpen) return;
    setPanel((state) => ({ ...state, open: false, minimised: false }));
    instance.emit('close', {});
  }, [reading, panelOpen, instance, setPanel]);
  const readingFinished = useCallback(() => {
    if ((root.activeElement as Element | null)?.closest('[part="read-aloud"]')) setRefocus(true);
    setReading(false);
  }, [root, setReading]);

  // In stacking order (panel, launcher, bubble and read-aloud bar; dialogs and toasts follow in
  // AssistantRoot): the DOM order decides when their z-indexes round to the same value (styles.css).
  return (
    <>
      {panelRequested ? (
        <Suspense fallback={null}>
          <Panel onClose={close} />
        </Suspense>
      ) : null}
      {panel.open && panel.fullScreen ? null : (
        <Launcher
          buttonRef={launcherRef}
          expanded={panel.open}
          onToggle={panel.open ? close : open}
          onIntent={() => void loadPanel()}
        />
      )}
      {reading ? (
        <Suspense fallback={null}>
          <ReadAloud onFinished={readingFinished} />
        </Suspense>
      ) : null}
      {selectionSeen ? (
        <Suspense fallback={null}>
          <SelectionBubble onAsk={ask} />
        </Suspense>
      ) : null}
    </>
  );
}
