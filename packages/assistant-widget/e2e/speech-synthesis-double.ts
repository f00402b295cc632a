/**
 * A speechSynthesis test double for browser tests (`page.addInitScript(installSpeechDouble, mode)`):
 * Chromium's headless engine has no voices, and the tests need to read what was spoken.
 */
/** One utterance as the double saw it at `speak()`. */
export interface RecordedUtterance {
  text: string;
  lang: string;
  rate: number;
  pitch: number;
  volume: number;
  voice: string | null;
}

/**
 * Runs in the page before its scripts: a speechSynthesis / SpeechSynthesisUtterance double that records
 * each utterance's text and settings. 'speak' starts and ends every utterance in turn (20 ms each);
 * 'hang' starts them and never ends (an engine still talking), so the test can stop it.
 */
export function installSpeechDouble(mode: 'speak' | 'hang') {
  const spoken: RecordedUtterance[] = [];
  const state = { cancels: 0 };
  class Utterance extends EventTarget {
    lang = '';
    rate = 1;
    pitch = 1;
    volume = 1;
    voice: { name: string } | null = null;
    onstart: ((event: Event) => void) | null = null;
    onend: ((event: Event) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    constructor(public text = '') {
      super();
    }
  }
  let queue = Promise.resolve();
  const synthesis = {
    speaking: false,
    pending: false,
    paused: false,
    getVoices: () => [
      { name: 'Test en', lang: 'en-US', default: true, localService: true, voiceURI: 'en' },
      { name: 'Test zh', lang: 'zh-CN', default: false, localService: true, voiceURI: 'zh' },
    ],
    speak(utterance: Utterance) {
      spoken.push({
        text: utterance.text,
        lang: utterance.lang,
        rate: utterance.rate,
        pitch: utterance.pitch,
        volume: utterance.volume,
        voice: utterance.voice?.name ?? null,
      });
      const cancelsAtSpeak = state.cancels;
      queue = queue.then(
        () =>
          new Promise<void>((resolve) => {
            setTimeout(() => {
              if (state.cancels !== cancelsAtSpeak) return resolve();
              synthesis.speaking = true;
              utterance.onstart?.(new Event('start'));
              if (mode === 'hang') return resolve();
              setTimeout(() => {
                if (state.cancels === cancelsAtSpeak) {
                  synthesis.speaking = false;
                  utterance.onend?.(new Event('end'));
                }
                resolve();
              }, 20);
            }, 10);
          }),
      );
    },
    cancel() {
      state.cancels++;
      synthesis.speaking = false;
    },
    pause() {},
    resume() {},
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
  Object.assign(window, { __spoken: spoken, __speech: state });
}

export type SpeechWindow = Window & {
  __spoken: RecordedUtterance[];
  __speech: { cancels: number };
  __voice: { synthesizer: { getSnapshot(): { status: string } } };
};
