import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { queryClient } from '../lib/app-store';
import type { ScreenPrefetch } from '../lib/prefetch-queries';

/** What every routed screen receives: the route's parameters (e.g. `id` of /detial/{id}). */
export interface ScreenProps {
  params: Readonly<Record<string, string | undefined>>;
}

/** A screen module: its default export is the screen. */
type ScreenModule = { default: ComponentType<ScreenProps> };

/** A screen's first data: `prefetch` starts the queries of its first render. */
type FirstDataModule = { prefetch: ScreenPrefetch };

/**
 * Where a screen's first data stands: `requested` once its queries have left (at once for a screen without
 * first data), `settled` once each has been answered or has failed, `screenLoaded` once the screen's own
 * chunk is in. None rejects: a chunk or a call that fails is the render's error to show.
 */
export interface FirstData {
  readonly requested: Promise<void>;
  readonly settled: Promise<void>;
  readonly screenLoaded: Promise<void>;
}

/** The first data of a screen that has none (or of no screen): all there from the start. */
export const NO_FIRST_DATA: FirstData = {
  requested: Promise.resolve(),
  settled: Promise.resolve(),
  screenLoaded: Promise.resolve(),
};

/** A lazy screen that can also be asked to start loading, with its first data, before it renders. */
export type PreloadableScreen = LazyExoticComponent<ComponentType<ScreenProps>> & {
  preload(): FirstData;
  /**
   * For a server render: loads the screen's chunk and runs its first data's `prefetch` on the render's own
   * query client; settles once both are done (a failed call is the render's to show, so it never rejects
   * for one). After it, the screen renders in the same pass (see `settledThenable`).
   */
  prepare(client: QueryClient): Promise<void>;
};

/**
 * `React.lazy` plus `preload()`: both share one import, so preloading makes the render find it ready.
 * `preload()` also loads the screen's first-data module, if it has one, and runs its `prefetch` as soon as
 * it arrives: on a first visit that happens before React DOM evaluates (main.tsx waits for it).
 */
export function lazyScreen(
  load: () => Promise<ScreenModule>,
  loadFirstData?: () => Promise<FirstDataModule>,
): PreloadableScreen {
  let loading: Promise<ScreenModule> | undefined;
  let loaded: ScreenModule | undefined;
  let firstData: FirstData | undefined;
  const loadScreen = () => {
    loading ??= load().then((module) => {
      loaded = module;
      return module;
    });
    return loading;
  };
  const preload = (): FirstData => {
    if (!firstData) {
      const started = loadFirstData?.().then((module) => ({ settled: module.prefetch(queryClient) }));
      const screenLoaded = loadScreen().then(ignore, ignore);
      firstData = started
        ? {
            requested: started.then(ignore, ignore),
            settled: started.then((data) => data.settled).catch(ignore),
            screenLoaded,
          }
        : { ...NO_FIRST_DATA, screenLoaded };
    }
    return firstData;
  };
  const prepare = async (client: QueryClient): Promise<void> => {
    const firstDataModule = await loadFirstData?.();
    await Promise.all([loadScreen(), firstDataModule?.prefetch(client)]);
  };
  return Object.assign(
    lazy(() => {
      if (loaded) return settledThenable(loaded);
      void preload();
      return loadScreen();
    }),
    { preload, prepare },
  );
}

const ignore = (): void => undefined;

/**
 * A thenable that calls back at once. `React.lazy` renders a module its loader hands over this way in the
 * same render; a promise, even a settled one, calls back a microtask later, so React would first commit the
 * Suspense fallback and then render the screen again: a second commit before the first content (about
 * 350 ms on a slow phone), for a chunk that the preload had already brought in.
 */
function settledThenable<T>(value: T): Promise<T> {
  // React only calls `then(onFulfilled, onRejected)` on what the loader returns and ignores its result.
  // biome-ignore lint/suspicious/noThenProperty: a thenable that calls back at once is the point here.
  const thenable = { then: (onFulfilled?: (settled: T) => unknown) => void onFulfilled?.(value) };
  return thenable as unknown as Promise<T>;
}
