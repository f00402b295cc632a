/**
 * Installed with `page.addInitScript` before the page runs: a `speechSynthesis` /
 * `SpeechSynthesisUtterance` test double (protocols.md §5.1 contract) that records every utterance's
 * text and settings. `mode` 'speak' fires start then end for each utterance; 'hang' fires start only
 * (a real engine that keeps talking), so the test can stop it.
 */
export function installSpeechSynthesisDouble(mode: 'speak' | 'hang'): void {
  interface Recorded {
    text: string;
    lang: string;
    rate: number;
    pitch: number;
    volume: number;
    voice: string | null;
  }
  const spoken: Recorded[] = [];
  const state = { cancels: 0 };
  const voices = [
    { name: 'Test en', lang: 'en-US', default: true, localService: true, voiceURI: 'test-en' },
    { name: 'Test zh', lang: 'zh-CN', default: false, localService: true, voiceURI: 'test-zh' },
  ];
  class FakeUtterance extends EventTarget {
    text: string;
    lang = '';
    rate = 1;
    pitch = 1;
    volume = 1;
    voice: { name: string } | null = null;
    onstart: ((event: Event) => void) | null = null;
    onend: ((event: Event) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    constructor(text = '') {
      super();
      this.text = text;
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
              utterance.onstart?.(new Event('start'));
              if (mode === 'hang') return resolve();
              setTimeout(() => {
                if (state.cancels === cancelsAtSpeak) utterance.onend?.(new Event('end'));
                resolve();
              }, 20);
            }, 10);
          }),
      );
    },
    cancel() {
      state.cancels++;
    },
    pause() {},
    resume() {},
  });
  Object.defineProperty(window, 'speechSynthesis', { value: fakeSynthesis, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
  Object.assign(window, { __spoken: spoken, __speech: state });
}
