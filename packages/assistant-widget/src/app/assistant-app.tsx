import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import { type AssistantApiFactory, createDefaultAssistantApi } from '../api/create-lazy-assistant-api';
import { createSwitchableAssistantApi, type SwitchableAssistantApi } from '../api/create-switchable-assistant-api';
import { AssistantProvider } from '../components/assistant-provider';
import Panel from '../components/panel';
import { ToastRegion } from '../components/toast-region';
import { adoptStyles } from '../element/adopt-styles';
import { pageStorage } from '../element/key-value-storage';
import { type AssistantContextValue, useAssistant } from '../hooks/assistant-context';
import { opensFullScreen } from '../logic/panel-frame';
import type { AssistantShell } from '../shell/create-assistant-shell';
import type { EmitAssistantEvent } from '../state/assistant-events';
import { type AssistantInstance, createAssistantInstance } from '../state/create-assistant-instance';
import { assistantModeAtom } from '../state/mode-atoms';
import { draftAtom, panelAtom, readAloudAtom } from '../state/panel-atoms';
import css from '../styles.css?inline';

// 朗读本页 comes with its first press.
const ReadAloud = lazy(() => import('../read-aloud/read-aloud'));

export interface AssistantAppProps {
  /** The launcher's side of this assistant: its shadow root, slots, launcher and configuration. */
  shell: AssistantShell;
  /** Replaces the HTTP client (tests, custom transports); default: @edu/api-client, loaded on first use. */
  createApi?: AssistantApiFactory | undefined;
  emit: EmitAssistantEvent;
  /** Separates the localStorage keys of several widgets on one page. */
  storageScope: string;
}

/**
 * The assistant behind the launcher (issue #36: loaded when someone reaches for it): one instance with
 * its own jotai store, sessions and stylesheet. It renders through the shell's slots, the panel below the
 * launcher and the read-aloud bar, dialogs and toasts above it, and only where the rules allow; the
 * shell's selection bubble asks through it.
 */
export function AssistantApp({ shell, createApi, emit, storageScope }: AssistantAppProps) {
  const { config, visible } = useSyncExternalStore(shell.subscribe, shell.getSnapshot);
  const [instance, setInstance] = useState<AssistantInstance | undefined>(undefined);
  const [portalContainer, setPortalContainer] = useState<HTMLElement | null>(null);
  const configRef = useRef(config);
  configRef.current = config;
  const emitRef = useRef(emit);
  emitRef.current = emit;
  const createApiRef = useRef<AssistantApiFactory>(createApi ?? createDefaultAssistantApi);
  createApiRef.current = createApi ?? createDefaultAssistantApi;

  useLayoutEffect(() => adoptStyles(shell.root, css), [shell.root]);

  // Created in an effect (not during render) so React StrictMode's mount-unmount-mount gets a fresh one; a
  // layout effect, so opening does not wait a frame for it (Preact runs passive effects after a paint).
  const api = useRef<{ switchable: SwitchableAssistantApi; apiBase: string } | undefined>(undefined);
  const getToken = useCallback(() => configRef.current.user?.token, []);
  const getSiteMode = useCallback(() => configRef.current.mode, []);
  useLayoutEffect(() => {
    const { apiBase } = configRef.current;
    const switchable = createSwitchableAssistantApi(createApiRef.current({ apiBase, getToken, getSiteMode }));
    api.current = { switchable, apiBase };
    const created = createAssistantInstance({
      config: configRef.current,
      api: switchable.api,
      emit: (name, detail) => emitRef.current(name, detail),
      storage: pageStorage(),
      storageScope,
    });
    setInstance(created);
    return () => created.dispose();
  }, [storageScope, getToken, getSiteMode]);

  // A new api-base reaches the same instance (the open panel and its state stay); the instance then
  // reloads the list from that service. Declared before setConfig so the new client is in place first.
  const { apiBase } = config;
  useEffect(() => {
    const current = api.current;
    if (!current || current.apiBase === apiBase) return;
    current.switchable.setTarget(createApiRef.current({ apiBase, getToken, getSiteMode }));
    current.apiBase = apiBase;
  }, [apiBase, getToken, getSiteMode]);

  useEffect(() => {
    instance?.setConfig(config);
  }, [instance, config]);

  const context = useMemo<AssistantContextValue | undefined>(
    () => (instance ? { instance, portalContainer, root: shell.root, voice: shell.voice } : undefined),
    [instance, portalContainer, shell.root, shell.voice],
  );

  if (!context || !visible) return null;
  return (
    <AssistantProvider value={context}>
      <AssistantView
        instance={context.instance}
        shell={shell}
        storageScope={storageScope}
        portalContainerRef={setPortalContainer}
      />
    </AssistantProvider>
  );
}

interface AssistantViewProps {
  instance: AssistantInstance;
  shell: AssistantShell;
  /** The element's id: what it remembers is kept apart from another widget's. */
  storageScope: string;
  portalContainerRef(element: HTMLElement | null): void;
}

function AssistantView({ instance, shell, storageScope, portalContainerRef }: AssistantViewProps) {
  const [panel, setPanel] = useAtom(panelAtom);
  const [panelRequested, setPanelRequested] = useState(panel.open);
  const setDraft = useSetAtom(draftAtom);
  const { launcher } = shell;
  const launcherPosition = useSyncExternalStore(launcher.subscribe, launcher.getPosition);

  const open = useCallback(() => {
    setPanelRequested(true);
    setPanel({
      open: true,
      minimised: false,
      fullScreen: opensFullScreen({ width: window.innerWidth, height: window.innerHeight }),
    });
    instance.emit('open', {});
  }, [instance, setPanel]);

  // Focus goes back to the launcher once it is drawn again (a full-screen panel hides it).
  const [refocus, setRefocus] = useState(false);
  const close = useCallback(() => {
    setPanel((state) => ({ ...state, open: false, minimised: false }));
    instance.emit('close', {});
    setRefocus(true);
  }, [instance, setPanel]);

  const ask = useCallback(
    (question: string) => {
      open();
      // While a reply is being written the question waits in the input.
      if (!instance.chat.send(question)) setDraft(question);
    },
    [instance, open, setDraft],
  );

  // The launcher's clicks are the app's from now on; what the loading panel held is taken over: the
  // question typed there, sent if Enter was pressed (also when the loading panel was closed again). A layout
  // effect: a click that waits for the panel is answered without waiting a frame.
  const latest = useRef({ open, close, ask, setDraft, panelOpen: panel.open });
  latest.current = { open, close, ask, setDraft, panelOpen: panel.open };
  useLayoutEffect(
    () =>
      shell.connect({
        open: () => latest.current.open(),
        takeOver({ draft, send }) {
          if (send && instance.chat.send(draft)) return;
          if (draft !== '') latest.current.setDraft(draft);
        },
        toggle() {
          if (latest.current.panelOpen) latest.current.close();
          else latest.current.open();
        },
        ask: (question) => latest.current.ask(question),
        toast: (message) => instance.toast(message, 'error'),
      }),
    [shell, instance],
  );

  // The selection bubble comes before the panel: it offers the actions of the mode the server answered last.
  // Imported, not bundled with the panel: the bubble's chunk reads the same module (ADR 0040).
  const mode = useAtomValue(assistantModeAtom);
  useEffect(() => {
    if (!mode) return;
    const askedFor = () => ({ uid: instance.getConfig().user?.uid, siteMode: instance.getConfig().mode });
    import('../selection/session-mode-memory').then(
      ({ sessionModeMemory }) =>
        sessionModeMemory(storageScope, askedFor).remember({ mode: mode.mode, teacherTools: mode.teacherTools }),
      // Without it the bubble offers what pupils and visitors have; the server decides either way.
      () => {},
    );
  }, [instance, storageScope, mode]);

  // The launcher shows the panel's state; a full-screen panel hides it.
  useEffect(() => {
    launcher.setExpanded(panel.open);
    launcher.setHidden(panel.open && panel.fullScreen);
  }, [launcher, panel.open, panel.fullScreen]);
  useEffect(() => {
    if (!refocus) return;
    launcher.focus();
    setRefocus(false);
  }, [refocus, launcher]);
  // The loading panel goes in the same frame the panel is drawn, its question taken over.
  useLayoutEffect(() => {
    if (panel.open) shell.panelShown();
  }, [panel.open, shell]);

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

  // In stacking order: the panel in the slot below the launcher; the read-aloud bar, the dialogs'
  // container and the toasts in the slot above it (the DOM order decides z-index ties, shell.css).
  return (
    <>
      {panelRequested
        ? createPortal(<Panel onClose={close} launcherPosition={launcherPosition} />, shell.panelSlot)
        : null}
      {createPortal(
        <>
          {reading ? (
            <Suspense fallback={null}>
              <ReadAloud onFinished={readingFinished} />
            </Suspense>
          ) : null}
          <div ref={portalContainerRef} />
          <ToastRegion />
        </>,
        shell.overlaySlot,
      )}
    </>
  );
}
