import type { PageVoice } from '../voice/create-page-voice';

/** What both '语音讲解' buttons show (the launcher's and the panel header's: one state). */
export type VoiceStatus = 'stopped' | 'loading' | 'playing';

/** Said when the voice code could not be fetched (the widget's own text). */
export const VOICE_LOAD_FAILED = '语音讲解加载失败，请检查网络后重试。';

/**
 * The voice explanation of one `<edu-assistant>` as its launcher holds it before the voice code is there
 * (issue #36): pressing a '语音讲解' button loads that code and then reads the section, hovering or focusing
 * one only loads it. The panel's speech chat and 朗读本页 read on the same engine (`load`).
 */
export interface ShellVoice {
  getStatus(): VoiceStatus;
  subscribe(listener: () => void): () => void;
  /** Intent (pointer over, focus, a touch): the voice code starts loading. */
  prefetch(): void;
  /** A press: reads the current page's section, or stops; pressed again while loading, takes it back. */
  toggle(): void;
  /** Stops a reading, and a press still waiting for the code: the panel collapsed, the page changed. */
  stop(): void;
  /** The voice code, loaded once (again after a failure). */
  load(): Promise<PageVoice>;
  dispose(): void;
}

export interface ShellVoiceOptions {
  /** Imports the voice code and builds the widget's voice. */
  load(): Promise<PageVoice>;
  /** The page's path now (the section read is the one the press was made on). */
  pathname(): string;
  /** Shows a failure to the person (the code could not be fetched). */
  notify(message: string): void;
}

/**
 * Builds the launcher's side of the voice explanation. Invariant: a press is never lost nor carried over
 * to another page: made before the code arrived, it shows 'loading' and is carried out when the code
 * arrives, unless it was taken back, stopped, or the page changed meanwhile.
 */
export function createShellVoice(options: ShellVoiceOptions): ShellVoice {
  let loading: Promise<PageVoice> | undefined;
  let loaded: PageVoice | undefined;
  /** The path of a press waiting for the code. */
  let waiting: string | undefined;
  let status: VoiceStatus = 'stopped';
  let disposed = false;
  let unwatch: (() => void) | undefined;
  const listeners = new Set<() => void>();

  const update = () => {
    const next = waiting !== undefined ? 'loading' : loaded?.explanation.getSnapshot().playing ? 'playing' : 'stopped';
    if (next === status) return;
    status = next;
    for (const listener of [...listeners]) listener();
  };

  const load = () => {
    loading ??= options.load().then(
      (voice) => {
        if (disposed) voice.dispose();
        else if (!loaded) {
          loaded = voice;
          unwatch = voice.explanation.subscribe(update);
        }
        return voice;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  return {
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    prefetch() {
      load().catch(() => undefined);
    },
    toggle() {
      if (loaded) return loaded.toggleExplanation(options.pathname());
      if (waiting !== undefined) {
        waiting = undefined;
        return update();
      }
      const path = options.pathname();
      waiting = path;
      update();
      load().then(
        (voice) => {
          if (waiting !== path || disposed) return;
          waiting = undefined;
          if (options.pathname() === path) voice.toggleExplanation(path);
          update();
        },
        () => {
          if (waiting !== path) return;
          waiting = undefined;
          update();
          options.notify(VOICE_LOAD_FAILED);
        },
      );
    },
    stop() {
      waiting = undefined;
      loaded?.explanation.stop();
      update();
    },
    load,
    dispose() {
      disposed = true;
      waiting = undefined;
      unwatch?.();
      loaded?.dispose();
      listeners.clear();
    },
  };
}
