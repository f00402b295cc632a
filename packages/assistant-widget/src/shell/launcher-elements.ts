/** The chat bubble drawn on the round launcher. */
const CHAT_ICON =
  'M12 3C6.5 3 2 6.8 2 11.5c0 2.4 1.2 4.6 3.2 6.1L4.5 21l4-2.1c1.1.3 2.3.5 3.5.5 5.5 0 10-3.8 10-8.5S17.5 3 12 3Zm-4 9.8a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Z';

/**
 * The launcher's DOM: its layer, a polite live region for its moves, and the button SPEC §2 describes (a
 * chat icon and the label 'AI助手'; on a phone the label alone, written downwards: shell.css).
 */
export function createLauncherElements() {
  const layer = document.createElement('div');
  layer.className = 'edu-launcher-layer';
  const announcer = document.createElement('span');
  announcer.className = 'edu-visually-hidden';
  announcer.setAttribute('aria-live', 'polite');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'edu-launcher';
  button.setAttribute('part', 'launcher');
  button.setAttribute('aria-label', '打开AI助手');
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-keyshortcuts', 'ArrowUp ArrowDown ArrowLeft ArrowRight Home');
  button.dataset.state = 'closed';
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', 'edu-launcher-icon');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', CHAT_ICON);
  svg.append(path);
  const label = document.createElement('span');
  label.className = 'edu-launcher-label';
  label.textContent = 'AI助手';
  button.append(svg, label);
  layer.append(announcer, button);
  return { layer, announcer, button };
}
