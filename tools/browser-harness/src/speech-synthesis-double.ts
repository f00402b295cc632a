/** One utterance as the double saw it at `speak()`. */
export interface RecordedUtterance {
  text: string;
  lang: string;
  rate: number;
  pitch: number;
  volume: number;
  voice: string | null;
}

/** What the double leaves on `window` for the test to read. */
export type SpeechDoubleWindow = typeof globalThis & {
  __spoken: RecordedUtterance[];
  __speech: { cancels: number };
};

/**
 * A `speechSynthesis` / `SpeechSynthesisUtterance` double (protocols.md §5.1 contract), installed with
 * `page.addInitScript(installSpeechSynthesisDouble, mode)` before the page runs: headless Chromium has no
 * voices, and tests need to read what was spoken. It records each utterance's text and settings in
 * `window.__spoken`; 'speak' starts and ends every utterance in turn, 'hang' starts them and never ends
 * (an engine still talking), so the test can stop it. The function is serialised into the page, so it
 * refers to nothing outside itself.
 */
export function installSpeechSynthesisDouble(mode: 'speak' | 'hang'): void {
  const spoken: RecordedUtterance[] = [];
  const state = { cancels: 0 };
  const voices = [
    { name: 'Test en', lang: 'en-US', default: true, localService: true, voiceURI: 'test-en' },
    { name: 'Test zh', lang: 'zh-CN', default: false, localService: true, voiceURI: 'test-zh' },
  ];
  class FakeUtterance extends EventTarget {
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
  let chain = Promise.resolve();
  const fakeSynthesis = Object.assign(new EventTarget(), {
    speaking: false,
    pending: false,
    paused: false,
    onvoiceschanged: null,
    getVoices: () => voices,
    speak(utterance: FakeUtterance) {
      spoken.push({
        text: utterance.text,
        lang: utterance.lang,
        rate: utterance.rate,
        pitch: utterance.pitch,
        volume: utterance.volume,
        voice: utterance.voice?.name ?? null,
      });
      const cancelsAtSpeak = state.cancels;
      // Utterances play one after another, as the browser queue does.
      chain = chain.then(
        () =>
          new Promise<void>((resolve) => {
            setTimeout(() => {
              if (state.cancels !== cancelsAtSpeak) return resolve();
              fakeSynthesis.speaking = true;
              utterance.onstart?.(new Event('start'));
              if (mode === 'hang') return resolve();
              setTimeout(() => {
                if (state.cancels === cancelsAtSpeak) {
                  fakeSynthesis.speaking = false;
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
      fakeSynthesis.speaking = false;
    },
    pause() {},
    resume() {},
  });
  Object.defineProperty(globalThis, 'speechSynthesis', { value: fakeSynthesis, configurable: true });
  Object.defineProperty(globalThis, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
  Object.assign(globalThis, { __spoken: spoken, __speech: state });
}
