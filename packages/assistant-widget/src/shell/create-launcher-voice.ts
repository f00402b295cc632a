import type { AssistantApiFactory } from '../api/create-lazy-assistant-api';
import type { WidgetConfig } from '../element/widget-config';
import { hasVoiceExplanation } from '../voice/has-voice-explanation';
import type { Launcher } from './create-launcher';
import { createShellVoice, type ShellVoice } from './create-shell-voice';
import { createVoiceButton, type VoiceButton } from './create-voice-button';

/** The voice explanation as the shell holds it. */
export interface LauncherVoice {
  readonly voice: ShellVoice;
  /**
   * The page now, and whether the assistant shows there: the '语音讲解' button goes beside the launcher on
   * SPEC §2's six pages only, and a reading stops when the page changes (it belongs to its section).
   */
  update(visible: boolean, pathname: string): void;
  dispose(): void;
}

export interface LauncherVoiceOptions {
  launcher: Pick<Launcher, 'setCompanion'>;
  getConfig(): WidgetConfig;
  /** The host's client factory (the element's `createApi`), read when the voice code loads. */
  getCreateApi(): AssistantApiFactory | undefined;
  /** The app's toasts, once the app is there. */
  appToast(): ((message: string) => void) | undefined;
}

/**
 * The launcher's voice explanation (issue #36): the shell's voice session, whose code (the speech engine,
 * the presenter scripts) is imported on the first press or intent, and the button drawn beside the
 * launcher where SPEC §2 shows it. Failures go where the person looks: the app's toasts once it is
 * there, else a note beside the button.
 */
export function createLauncherVoice(options: LauncherVoiceOptions): LauncherVoice {
  let button: VoiceButton | undefined;
  let path: string | undefined;
  const notify = (message: string) => {
    const toast = options.appToast();
    if (toast) toast(message);
    else button?.note(message);
  };
  const voice = createShellVoice({
    pathname: () => window.location.pathname,
    notify,
    load: () =>
      import('../voice/create-page-voice').then(({ createPageVoice }) =>
        createPageVoice({ getConfig: options.getConfig, createApi: options.getCreateApi(), alert: notify }),
      ),
  });
  return {
    voice,
    update(visible, pathname) {
      if (path !== undefined && pathname !== path) voice.stop();
      path = pathname;
      const shown = visible && hasVoiceExplanation({ pathname });
      if (shown) button ??= createVoiceButton(voice);
      else voice.stop();
      options.launcher.setCompanion(shown ? button?.element : undefined);
    },
    dispose() {
      voice.dispose();
      button?.dispose();
    },
  };
}
