import './styles.css';
import { SERVER_PAGE_BOOT_MAX_WAIT_MS } from './config/constants';
import { firstRenderData } from './preload';

/**
 * The entry. React DOM and the app come in a chunk of their own, evaluated only once the opened screen's
 * first data has been asked for: React DOM's evaluation is the longest task of a first visit, and the
 * screen's data travels while it runs instead of after it. The first render then waits for that data
 * (up to a limit, see boot.tsx), so the screen commits once, with its content.
 *
 * On a page the server drew (ADR 0024), the content is on screen already: the app waits for the page to
 * have loaded (its first pictures painted), at most {@link SERVER_PAGE_BOOT_MAX_WAIT_MS}, before React DOM
 * evaluates, so that evaluation does not hold up their paint.
 */
const root = document.getElementById('root');
if (root) {
  const drawnByServer = root.hasChildNodes();
  // Nothing is typed into or pressed before the app has taken the markup over (boot.tsx lifts it); should
  // the app fail to start, the server's page is left working as plain HTML.
  root.inert = drawnByServer;
  // Over a server's page the app's first commit must draw that same page: with the screen's chunk still
  // on its way it would commit a skeleton, and the page would jump (and the footer paint into view).
  const pageDrawn = drawnByServer
    ? Promise.all([pageLoaded(SERVER_PAGE_BOOT_MAX_WAIT_MS), firstRenderData.screenLoaded])
    : Promise.resolve();
  void Promise.all([firstRenderData.requested, pageDrawn])
    .then(() => import('./app/boot'))
    .then(({ boot }) => boot(root, firstRenderData.settled, drawnByServer))
    .catch((error: unknown) => {
      root.inert = false;
      throw error;
    });
}

/**
 * Settles once the window's load event has fired (or after `maxWaitMs`) and a frame has been painted since:
 * a picture that has just loaded is painted before React DOM's evaluation takes the main thread.
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
