import { type ReactNode, StrictMode, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { FIRST_RENDER_DATA_WAIT_MS } from '../config/constants';
import { App } from './app';

/**
 * Renders the portal into #root (loaded by main.tsx after the preload has sent the first requests). The
 * first render waits for the first data to settle, for at most {@link FIRST_RENDER_DATA_WAIT_MS}: with the
 * data in, the screen commits once with its content, instead of committing skeletons and then committing
 * again (a second render, layout and paint before the largest content shows); a slow answer only
 * brings the skeletons back.
 *
 * Over a page the server drew, the app hydrates it: it takes over the elements already on screen instead
 * of drawing new ones, so nothing is laid out or painted again (a picture drawn anew would be a new
 * largest paint). Its first render draws what the server drew: the same data (preload.ts took the page's
 * in), the screen's chunk already in (main.tsx waited for it), and nothing that only a browser knows
 * (see `useBrowserRender`). The root stops being inert (main.tsx) once the first commit is in.
 */
export async function boot(root: HTMLElement, firstData: Promise<void>, drawnByServer: boolean): Promise<void> {
  await Promise.race([firstData, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_DATA_WAIT_MS))]);
  const app = (
    <StrictMode>
      <TakeOver root={root}>
        <App />
      </TakeOver>
    </StrictMode>
  );
  if (drawnByServer) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

/**
 * Once the app's first commit is in, the root is the app's: no longer inert. A wrapper rather than a
 * sibling of the app, so the app's tree (and every `useId`) is the one the server rendered.
 */
function TakeOver({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    root.inert = false;
  }, [root]);
  return children;
}
