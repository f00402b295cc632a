import type { AssistantApiFactory } from '../api/create-lazy-assistant-api';
import { STORAGE_KEY_POSITION } from '../constants';
import { adoptStyles } from '../element/adopt-styles';
import type { KeyValueStorage } from '../element/key-value-storage';
import { subscribeNavigation } from '../element/subscribe-navigation';
import type { WidgetConfig } from '../element/widget-config';
import type { DockPosition } from '../logic/drag-position';
import { openingPanelFrame } from '../logic/panel-frame';
import { isPathAllowed, isUserAllowed } from '../logic/path-rules';
import { INITIAL_SHELL_STATE, reduceShell, type ShellEffect, type ShellEvent } from '../logic/reduce-shell';
import type { EmitAssistantEvent } from '../state/assistant-events';
import { createLauncher } from './create-launcher';
import { createLauncherVoice } from './create-launcher-voice';
import { createPendingPanel, type PendingInput } from './create-pending-panel';
import type { ShellVoice } from './create-shell-voice';
import { offerSelectionBubble } from './offer-selection-bubble';
import css from './shell.css?inline';

/** What the app reads from the shell. */
interface ShellSnapshot {
  config: WidgetConfig;
  /** The path rules and the allowed users let the assistant show on this page now. */
  visible: boolean;
}

/** What the app gives the shell when it has mounted. */
interface ConnectedApp {
  /** Opens the panel: the loading panel was open when the app arrived (it goes once the panel is drawn). */
  open(): void;
  /** Takes over what the loading panel held: the question typed there, and whether Enter asked to send it. */
  takeOver(input: PendingInput): void;
  /** A click on the launcher, once the app is there. */
  toggle(): void;
  /** Opens the panel and asks `question` (an action of the selection bubble). */
  ask(question: string): void;
  /** Shows a message in the app's toasts. */
  toast(message: string): void;
}

/** The launcher as the app drives it. */
interface ShellLauncher {
  getPosition(): DockPosition;
  subscribe(listener: () => void): () => void;
  setExpanded(expanded: boolean): void;
  setHidden(hidden: boolean): void;
  focus(): void;
}

/**
 * One `<edu-assistant>`'s first load (issue #36): its shadow root's layers, the launcher, the path rules
 * and the loading of the panel's code on intent. The app (React) connects to it when it has mounted.
 */
export interface AssistantShell {
  readonly root: ShadowRoot;
  /** Where the app renders its panel: below the launcher in stacking order. */
  readonly panelSlot: HTMLElement;
  /** Where it renders what goes above the launcher: the read-aloud bar, dialogs, toasts (and the shell its selection bubble). */
  readonly overlaySlot: HTMLElement;
  /** An empty box the element's React root is created on (its content goes through the two slots). */
  readonly appSlot: HTMLElement;
  readonly launcher: ShellLauncher;
  /** The voice explanation, the same for the launcher's '语音讲解' button and the panel header's. */
  readonly voice: ShellVoice;
  getSnapshot(): ShellSnapshot;
  subscribe(listener: () => void): () => void;
  setConfig(config: WidgetConfig): void;
  /** The app has mounted: clicks are its own from now on. Returns what disconnects it. */
  connect(app: ConnectedApp): () => void;
  /**
   * The app's panel has been drawn (call it from a layout effect, before the browser paints): the loading
   * panel it replaces goes, and what was typed there goes to the app in the same task, so no key pressed
   * in between can land in a field that is about to disappear.
   */
  panelShown(): void;
  dispose(): void;
}

export interface AssistantShellOptions {
  /** The element whose shadow root this is (never an obstacle to itself). */
  host: HTMLElement;
  root: ShadowRoot;
  config: WidgetConfig;
  storage: KeyValueStorage | undefined;
  /** Separates the localStorage keys of several widgets on one page (the element's id). */
  storageScope: string;
  /** Dispatches the element's events (the shell's own: `selection-ask`). */
  emit: EmitAssistantEvent;
  /** The host's client factory (the element's `createApi`), if it set one; read when the voice code loads. */
  getCreateApi(): AssistantApiFactory | undefined;
  /** Imports the panel's code and mounts it (the app then connects); resolves with what unmounts it. */
  loadApp(shell: AssistantShell): Promise<() => void>;
}

function slot(name: string): HTMLDivElement {
  const element = document.createElement('div');
  element.className = 'edu-slot';
  element.dataset.slot = name;
  return element;
}

function visibleArea() {
  const visual = window.visualViewport;
  if (!visual) return { top: 0, left: 0, width: window.innerWidth, height: window.innerHeight };
  return { top: visual.offsetTop, left: visual.offsetLeft, width: visual.width, height: visual.height };
}

/**
 * Builds the shell of one assistant in `root`: the launcher (plain DOM), with the '语音讲解' button beside
 * it on SPEC §2's six pages, the loading panel, the path rules (checked again on every SPA navigation),
 * the selection bubble (its chunk loads with the page's first selection), and the state machine of
 * {@link reduceShell}, whose effects are performed here. Nothing of React is imported: the page pays for
 * the panel only once someone reaches for it, and pressing '语音讲解' or selecting text is not that.
 */
export function createAssistantShell(options: AssistantShellOptions): AssistantShell {
  const { root, host } = options;
  const unadopt = adoptStyles(root, css);
  const container = document.createElement('div');
  container.className = 'edu-root';
  const panelSlot = slot('panel');
  const overlaySlot = slot('overlay');
  const appSlot = slot('app');
  container.append(panelSlot, overlaySlot, appSlot);
  root.append(container);

  let state = INITIAL_SHELL_STATE;
  let snapshot: ShellSnapshot = { config: options.config, visible: false };
  let app: ConnectedApp | undefined;
  let unmount: (() => void) | undefined;
  let disposed = false;
  const listeners = new Set<() => void>();

  const dispatch = (event: ShellEvent) => {
    if (disposed) return;
    const result = reduceShell(state, event);
    state = result.state;
    for (const effect of result.effects) perform(effect);
  };

  const launcher = createLauncher({
    parent: container,
    before: overlaySlot,
    host,
    storage: options.storage,
    storageKey: options.storageScope ? `${STORAGE_KEY_POSITION}:${options.storageScope}` : STORAGE_KEY_POSITION,
    onToggle: () => dispatch({ type: 'toggle' }),
    onIntent: () => dispatch({ type: 'intent' }),
  });
  const pending = createPendingPanel({
    parent: panelSlot,
    onClose: () => dispatch({ type: 'close' }),
    onRetry: () => dispatch({ type: 'retry' }),
  });
  const voice = createLauncherVoice({
    launcher,
    getConfig: () => snapshot.config,
    getCreateApi: options.getCreateApi,
    appToast: () => app?.toast,
  });
  const bubble = offerSelectionBubble({
    host,
    root,
    parent: overlaySlot,
    storageScope: options.storageScope,
    askedFor: () => ({ uid: snapshot.config.user?.uid, siteMode: snapshot.config.mode }),
    onIntent: () => dispatch({ type: 'intent' }),
    onAsk(ask) {
      options.emit('selection-ask', ask);
      dispatch({ type: 'ask', question: ask.question });
    },
  });

  const shell: AssistantShell = {
    root,
    panelSlot,
    overlaySlot,
    appSlot,
    launcher,
    voice: voice.voice,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setConfig(config) {
      update({ config });
    },
    connect(connected) {
      app = connected;
      dispatch({ type: 'connected' });
      return () => {
        if (app === connected) app = undefined;
      };
    },
    panelShown() {
      if (!pending.isShown()) return;
      handOver();
    },
    dispose() {
      disposed = true;
      stopNavigation();
      bubble.dispose();
      voice.dispose();
      launcher.dispose();
      pending.dispose();
      unmount?.();
      unmount = undefined;
      container.remove();
      unadopt();
      listeners.clear();
    },
  };

  function perform(effect: ShellEffect) {
    switch (effect.type) {
      case 'load':
        launcher.setBusy(state.pendingOpen);
        options.loadApp(shell).then(
          (done) => {
            if (disposed) done();
            else unmount = done;
          },
          (error: unknown) => {
            console.error('[edu-assistant] could not load the assistant panel', error);
            dispatch({ type: 'failed' });
          },
        );
        return;
      case 'show-pending': {
        const viewport = { width: window.innerWidth, height: window.innerHeight };
        const frame = openingPanelFrame(launcher.getPosition(), viewport, visibleArea());
        pending.show({ frame, siteName: snapshot.config.siteName, status: effect.status });
        launcher.setExpanded(true);
        launcher.setBusy(effect.status === 'loading');
        // Full screen, the panel is all there is (as the app's own full-screen panel).
        launcher.setHidden(frame.fullScreen);
        return;
      }
      case 'hide-pending':
        pending.hide();
        launcher.setExpanded(false);
        launcher.setBusy(false);
        launcher.setHidden(false);
        launcher.focus();
        return;
      case 'hand-over': {
        launcher.setBusy(false);
        const { open } = effect;
        // A question being composed in an input method is finished first, then handed over whole.
        void pending.whenComposed().then(() => {
          if (disposed || !app) return;
          // Open, the loading panel stays until the app's panel is drawn (panelShown).
          if (open) app.open();
          else handOver();
        });
        return;
      }
      case 'toggle-app':
        app?.toggle();
        return;
      case 'pend-question':
        pending.pend(effect.question);
        return;
      case 'ask-app':
        app?.ask(effect.question);
        return;
      default:
        effect satisfies never;
    }
  }

  /** What the loading panel holds goes to the app, and the loading panel goes. */
  function handOver() {
    const input = pending.takeInput();
    pending.dispose();
    app?.takeOver(input);
  }

  function update(change: Partial<ShellSnapshot>) {
    const next = { ...snapshot, ...change };
    next.visible =
      isPathAllowed(window.location.pathname, { include: next.config.include, exclude: next.config.exclude }) &&
      isUserAllowed(next.config.user?.uid, next.config.allowedUsers);
    voice.update(next.visible, window.location.pathname);
    bubble.setShown(next.visible);
    const changed = (Object.keys(next) as Array<keyof ShellSnapshot>).some((key) => next[key] !== snapshot[key]);
    if (!changed) return;
    const becameHidden = snapshot.visible && !next.visible;
    snapshot = next;
    launcher.setShown(next.visible);
    if (becameHidden) dispatch({ type: 'close' });
    for (const listener of [...listeners]) listener();
  }

  const stopNavigation = subscribeNavigation(() => update({}));
  update({});
  return shell;
}
