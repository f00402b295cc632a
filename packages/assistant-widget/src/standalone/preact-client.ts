/**
 * `react-dom/client` in the script-tag build: vite.config.ts aliases it here (ADR 0029), so the panel's
 * root is Preact's, rendering the way React's scheduler does. A change made in an event handler renders
 * before the event's task ends (React's discrete events), so the page answers a click in the same frame.
 * Any other change (a timer, a network answer, an effect) renders in a task of its own, posted through a
 * MessageChannel (not clamped, not queued behind the page's timers): Preact's default, a microtask of the
 * task that made the change, lets a chain of updates (a batch of messages mounting, the effects it
 * triggers, the next batch) grow into one long task; so a 500-message conversation opens and scrolls
 * without a task over 100 ms (bench/widget.bench.ts).
 */
import { options } from 'preact';

export { createRoot } from 'preact/compat/client';

const channel = new MessageChannel();
let renders: Array<() => void> = [];
/** True while Preact runs an event handler (until the microtasks after it). */
let inEvent = false;

channel.port1.onmessage = () => {
  const due = renders;
  renders = [];
  for (const render of due) render();
};

const handleEvent = options.event;
options.event = (event) => {
  inEvent = true;
  queueMicrotask(() => {
    inEvent = false;
  });
  return handleEvent ? handleEvent(event) : event;
};

options.debounceRendering = (render) => {
  if (inEvent) {
    queueMicrotask(render);
    return;
  }
  renders.push(render);
  if (renders.length === 1) channel.port2.postMessage(undefined);
};
