import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { FIRST_RENDER_DATA_WAIT_MS } from '../config/constants';
import { App } from './app';

/**
 * Renders the portal into #root (loaded by main.tsx after the preload has sent the first requests). The
 * first render waits for the first data to settle, for at most {@link FIRST_RENDER_DATA_WAIT_MS}: with the
 * data in, the screen commits once with its content, instead of committing skeletons and then committing
 * again (a second render, layout and paint before the largest content shows); a slow answer only
 * brings the skeletons back. A page the server rendered already has its data (preload.ts took it in).
 *
 * The app renders over what the server drew (React replaces the container's children on its first
 * commit), and the root stops being inert (main.tsx) once that commit is in.
 */
export async function boot(root: HTMLElement, firstData: Promise<void>): Promise<void> {
  await Promise.race([firstData, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_DATA_WAIT_MS))]);
  createRoot(root).render(
    <StrictMode>
      <App />
      <TakeOver root={root} />
    </StrictMode>,
  );
}

/** Once the app's first commit is in, the root is the app's: no longer inert. */
function TakeOver({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => {
    root.inert = false;
  }, [root]);
  return null;
}
