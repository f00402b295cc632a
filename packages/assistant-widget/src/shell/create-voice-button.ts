import type { ShellVoice, VoiceStatus } from './create-shell-voice';

/** How long a note next to the button stays (a failure to load, a speech failure). */
const NOTE_DURATION_MS = 4000;

const SPEAKER = 'M4 10v4h4l5 4V6L8 10H4z';
const WAVES = 'M16 9a4 4 0 010 6M19 6a8 8 0 010 12';

/** The launcher's '语音讲解' button as the shell drives it. */
export interface VoiceButton {
  /** The companion the launcher draws beside itself (`Launcher.setCompanion`). */
  readonly element: HTMLElement;
  /** Shows a short note next to the button (polite live region). */
  note(message: string): void;
  dispose(): void;
}

function svgPath(d: string, className: string) {
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', d);
  path.setAttribute('class', className);
  return path;
}

/**
 * SPEC §2's voice-explanation button before intent (issue #36): plain DOM beside the launcher on the six
 * section pages, a toggle named '语音讲解' whose `aria-pressed` says whether the section is being read (or
 * about to be: `aria-busy` and a turning ring while the voice code loads). Pointer over, focus or a touch
 * loads the voice code; a press reads (shell.css draws it as a pill, or a short tab on a phone).
 */
export function createVoiceButton(voice: ShellVoice): VoiceButton {
  const element = document.createElement('div');
  element.className = 'edu-voice';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'edu-voice-button';
  button.setAttribute('part', 'launcher-voice');
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', 'edu-voice-icon');
  svg.append(svgPath(SPEAKER, ''), svgPath(WAVES, 'edu-voice-waves'));
  const label = document.createElement('span');
  label.className = 'edu-voice-label';
  label.textContent = '语音讲解';
  button.append(svg, label);
  const note = document.createElement('span');
  note.className = 'edu-voice-note';
  note.setAttribute('role', 'status');
  element.append(button, note);

  let timer = 0;
  const render = (status: VoiceStatus) => {
    button.dataset.state = status;
    button.setAttribute('aria-pressed', String(status !== 'stopped'));
    if (status === 'loading') button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
    button.title = status === 'playing' ? '讲解中' : '语音讲解';
  };
  const intent = () => voice.prefetch();
  button.addEventListener('pointerenter', intent);
  button.addEventListener('pointerdown', intent);
  button.addEventListener('focus', intent);
  button.addEventListener('click', () => voice.toggle());
  const unsubscribe = voice.subscribe(() => render(voice.getStatus()));
  render(voice.getStatus());

  return {
    element,
    note(message) {
      clearTimeout(timer);
      note.textContent = message;
      timer = window.setTimeout(() => {
        note.textContent = '';
      }, NOTE_DURATION_MS);
    },
    dispose() {
      clearTimeout(timer);
      unsubscribe();
      element.remove();
    },
  };
}
