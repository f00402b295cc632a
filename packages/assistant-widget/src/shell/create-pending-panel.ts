import { CHAT_INPUT_PLACEHOLDER } from '@edu/api-client';
import type { PanelFrame } from '../logic/panel-frame';

/** What the user did in the loading panel, handed to the app's panel when it takes over. */
export interface PendingInput {
  /** The question typed so far. */
  draft: string;
  /** Enter was pressed: the question is sent as soon as the app can. */
  send: boolean;
}

export interface PendingPanelOptions {
  /** Where it is drawn (the panel slot: below the launcher, like the panel). */
  parent: HTMLElement;
  onClose(): void;
  onRetry(): void;
}

/** The panel's frame while its code arrives. */
export interface PendingPanel {
  /** Draws it in `frame` with this status and puts the focus in its input. */
  show(input: { frame: PanelFrame; siteName: string; status: 'loading' | 'failed' }): void;
  hide(): void;
  /** True while it is drawn (open, not hidden). */
  isShown(): boolean;
  /** Resolves once no input method is composing in its field: a hand-over waits for the composition. */
  whenComposed(): Promise<void>;
  /** What the user typed; the field is emptied. */
  takeInput(): PendingInput;
  /**
   * Puts a question asked from the selection bubble in the field, to be sent when the app arrives; what
   * was typed there stays, followed by the question, and then waits for the user's own Enter.
   */
  pend(question: string): void;
  dispose(): void;
}

const STATUS_TEXT = {
  loading: '正在打开AI助手…',
  failed: 'AI助手加载失败，请检查网络后重试。您输入的内容会保留。',
} as const;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = className;
  return created;
}

/**
 * The loading panel (issue #36): drawn by the launcher's code when the user clicks before the panel's
 * code is there, in the frame the panel will open in, with the greeting, a visible loading status (a
 * failure and a retry button when the code could not be fetched) and the question field, so that nothing
 * typed or pressed is lost: the app takes the text, the caret and a pressed Enter over. Escape or the
 * close button closes it and keeps the text.
 */
export function createPendingPanel(options: PendingPanelOptions): PendingPanel {
  const section = element('section', 'edu-layer edu-pending-panel');
  section.setAttribute('part', 'panel-loading');
  section.setAttribute('aria-label', 'AI助手');
  section.setAttribute('aria-busy', 'true');
  const header = element('header', 'edu-pending-header');
  const title = element('h2', 'edu-pending-title');
  const close = element('button', 'edu-pending-button edu-pending-close');
  close.type = 'button';
  close.setAttribute('aria-label', '关闭');
  close.textContent = '×';
  header.append(title, close);
  const body = element('div', 'edu-pending-body');
  const greeting = element('p', 'edu-pending-greeting');
  const status = element('p', 'edu-pending-status');
  status.setAttribute('role', 'status');
  const statusText = element('span', '');
  const retry = element('button', 'edu-pending-button edu-pending-retry');
  retry.type = 'button';
  retry.textContent = '重试';
  status.append(statusText, retry);
  body.append(greeting, status);
  const form = element('form', 'edu-pending-input');
  const label = element('label', '');
  const name = element('span', 'edu-visually-hidden');
  name.textContent = '输入问题';
  const field = element('textarea', '');
  field.rows = 2;
  field.placeholder = CHAT_INPUT_PLACEHOLDER;
  label.append(name, field);
  form.append(label);
  section.append(header, body, form);

  let send = false;
  let composing = false;
  let composed: Array<() => void> = [];
  const finishComposition = () => {
    composing = false;
    for (const resolve of composed.splice(0)) resolve();
  };
  field.addEventListener('compositionstart', () => {
    composing = true;
  });
  field.addEventListener('compositionend', finishComposition);
  field.addEventListener('input', () => {
    // A question changed after Enter is a new question: it waits for its own Enter.
    send = false;
  });
  const sendLater = () => {
    send = true;
    statusText.textContent = `${STATUS_TEXT.loading} 问题将在加载完成后发送。`;
  };
  field.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing && field.value.trim() !== '') {
      event.preventDefault();
      sendLater();
    }
  });
  form.addEventListener('submit', (event) => event.preventDefault());
  section.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.isComposing) return;
    event.preventDefault();
    options.onClose();
  });
  close.addEventListener('click', () => options.onClose());
  retry.addEventListener('click', () => options.onRetry());

  const place = (frame: PanelFrame) => {
    const { style } = section;
    section.dataset.state = frame.fullScreen ? 'full-screen' : 'open';
    style.width = `${frame.width}px`;
    style.height = `${frame.height}px`;
    if (frame.fullScreen) {
      style.right = style.bottom = '';
      style.top = `${frame.top}px`;
      style.left = `${frame.left}px`;
    } else {
      style.top = style.left = '';
      style.right = `${frame.right}px`;
      style.bottom = `${frame.bottom}px`;
    }
  };

  return {
    show({ frame, siteName, status: state }) {
      place(frame);
      title.textContent = `${siteName} · AI助手`;
      title.title = siteName;
      greeting.textContent = `您好，我是${siteName}的教育AI助手，基于大语言模型构建。您可以问我教学、资源和平台使用方面的问题。`;
      statusText.textContent =
        send && state === 'loading' ? `${STATUS_TEXT.loading} 问题将在加载完成后发送。` : STATUS_TEXT[state];
      retry.hidden = state !== 'failed';
      section.setAttribute('aria-busy', String(state === 'loading'));
      section.hidden = false;
      if (!section.isConnected) options.parent.append(section);
      if (state === 'loading') field.focus();
      else retry.focus();
    },
    hide() {
      section.hidden = true;
    },
    isShown: () => section.isConnected && !section.hidden,
    whenComposed: () => (composing ? new Promise<void>((resolve) => composed.push(resolve)) : Promise.resolve()),
    pend(question) {
      if (field.value.trim() !== '') {
        field.value = `${field.value.trimEnd()}\n\n${question}`;
        return;
      }
      field.value = question;
      sendLater();
    },
    takeInput() {
      const input: PendingInput = {
        draft: field.value,
        send: send && field.value.trim() !== '',
      };
      field.value = '';
      send = false;
      return input;
    },
    dispose() {
      composed = [];
      section.remove();
    },
  };
}
