import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from '../lib/app-store';
import { lazyPreloadable, type PreloadableComponent } from '../lib/lazy-preloadable';
import type { ScreenProps } from '../lib/navigation/screen-props';
import type { FirstPictures, ScreenPrefetch } from '../lib/prefetch-queries';

/** A screen module: its default export is the screen. */
type ScreenModule = { default: ComponentType<ScreenProps> };

/**
 * A screen's first data: `prefetch` starts the queries of its first render; `firstPictures`, where the
 * screen opens with a large picture, names it.
 */
type FirstDataModule = { prefetch: ScreenPrefetch; firstPictures?: FirstPictures };

/** The first pictures of a screen that names none. */
export const NO_FIRST_PICTURES: FirstPictures = () => [];

/**
 * Where a screen's first data stands: `requested` once its queries have left (at once for a screen without
 * first data), `settled` once each has been answered or has failed, `chunksLoaded` once the chunks its render
 * draws are in (a screen's own; the first render's also the frame's, see preload.ts). None rejects: a chunk
 * or a call that fails is the render's error to show.
 */
export interface FirstData {
  readonly requested: Promise<void>;
  readonly settled: Promise<void>;
  readonly chunksLoaded: Promise<void>;
}

/** The first data of a screen that has none (or of no screen): all there from the start. */
export const NO_FIRST_DATA: FirstData = {
  requested: Promise.resolve(),
  settled: Promise.resolve(),
  chunksLoaded: Promise.resolve(),
};

/** A lazy screen that can also be asked to start loading, with its first data, before it renders. */
export type PreloadableScreen = PreloadableComponent<ScreenProps> & {
  preload(): FirstData;
  /**
   * For a server render: loads the screen's chunk and runs its first data's `prefetch` on the render's own
   * query client; settles once both are done (a failed call is the render's to show, so it never rejects
   * for one). After it, the screen renders in the same pass (see `lazyPreloadable`). Resolves to the
   * screen's {@link FirstPictures}, to read once the render has its data.
   */
  prepare(client: QueryClient): Promise<FirstPictures>;
};

/**
 * A lazy screen plus `preload()`: preloading makes the render find the chunk ready (see `lazyPreloadable`).
 * `preload()` also loads the screen's first-data module, if it has one, and runs its `prefetch` as soon as
 * it arrives: on a first visit that happens before React DOM evaluates (main.tsx waits for it).
 */
export function lazyScreen(
  load: () => Promise<ScreenModule>,
  loadFirstData?: () => Promise<FirstDataModule>,
): PreloadableScreen {
  let firstData: FirstData | undefined;
  const preload = (): FirstData => {
    if (!firstData) {
      const started = loadFirstData?.().then((module) => ({ settled: module.prefetch(queryClient) }));
      const chunksLoaded = Screen.load().catch(ignore);
      firstData = started
        ? {
            requested: started.then(ignore, ignore),
            settled: started.then((data) => data.settled).catch(ignore),
            chunksLoaded,
          }
        : { ...NO_FIRST_DATA, chunksLoaded };
    }
    return firstData;
  };
  const prepare = async (client: QueryClient): Promise<FirstPictures> => {
    const firstDataModule = await loadFirstData?.();
    await Promise.all([Screen.load(), firstDataModule?.prefetch(client)]);
    return firstDataModule?.firstPictures ?? NO_FIRST_PICTURES;
  };
  // A screen that renders before anything preloaded it still starts its first data with its chunk. (The
  // closures above use `Screen` only when called, after this line.)
  const Screen = lazyPreloadable(load, () => void preload());
  return Object.assign(Screen, { preload, prepare });
}

const ignore = (): void => undefined;
