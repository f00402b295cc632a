import './styles.css';
import { SERVER_PAGE_BOOT_MAX_WAIT_MS } from './config/constants';

/**
 * The entry: small, because the browser evaluates it as soon as the page is parsed. The rest comes in
 * two chunks it imports: the preload (`preload.ts`: the page's data taken in, the opened screen's chunk
 * and first data, the frame's data asked for) and the app (`app/boot.tsx`: React DOM and the app).
 *
 * A page the app draws: the preload first, then React DOM and the app once the first data has been
 * asked for. React DOM's evaluation is the longest task of a first visit, and the screen's data travels
 * while it runs instead of after it. The first render then waits for that data (up to a limit, see
 * boot.tsx), so the screen commits once, with its content.
 *
 * A page the server drew (ADR 0024) is on screen already: nothing of the app evaluates before the page
 * has loaded (its first pictures painted), at most {@link SERVER_PAGE_BOOT_MAX_WAIT_MS}. Evaluating the
 * preload's modules when parsing ends (when an entry runs) held the main thread while the page's first
 * full frame was being rasterised, and put off its largest paint.
 */
const root = document.getElementById('root');
if (root) {
  const drawnByServer = root.hasChildNodes();
  // Nothing is typed into or pressed before the app has taken the markup over (boot.tsx lifts it); should
  // the app fail to start, the server's page is left working as plain HTML.
  root.inert = drawnByServer;
  void (drawnByServer ? takeOverDrawnPage(root) : drawPage(root)).catch((error: unknown) => {
    root.inert = false;
    throw error;
  });
}

/** Draws a page the server did not: the first requests go out before React DOM evaluates. */
async function drawPage(root: HTMLElement): Promise<void> {
  const { firstRenderData } = await import('./preload');
  await firstRenderData.requested;
  const { boot } = await import('./app/boot');
  await boot(root, firstRenderData.settled, false);
}

/**
 * Takes over a page the server drew, once it has loaded. The app's first commit must draw that same page:
 * with the screen's chunk still on its way it would commit a skeleton, and the page would jump (and the
 * footer paint into view); with the user menu's still on its way, a click on the menu once the root is no
 * longer inert would be lost (see `lazyPreloadable`). Its data is the page's, so nothing is asked for
 * before React DOM evaluates, and the chunks come at once.
 */
async function takeOverDrawnPage(root: HTMLElement): Promise<void> {
  await pageLoaded(SERVER_PAGE_BOOT_MAX_WAIT_MS);
  const [{ firstRenderData }, { boot }] = await Promise.all([import('./preload'), import('./app/boot')]);
  await Promise.all([firstRenderData.requested, firstRenderData.chunksLoaded]);
  await boot(root, firstRenderData.settled, true);
}

/**
 * Settles once the window's load event has fired (or after `maxWaitMs`) and a frame has been painted since:
 * a picture that has just loaded is painted before the app's evaluation takes the main thread.
 */
function pageLoaded(maxWaitMs: number): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          window.addEventListener('load', () => resolve(), { once: true });
          setTimeout(resolve, maxWaitMs);
        });
  // The callback of the next animation frame runs before that frame's paint; the task after it, after.
  return loaded.then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
