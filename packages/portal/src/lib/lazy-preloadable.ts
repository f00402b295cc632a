import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A lazy part whose chunk can also be asked for before it renders. */
export type PreloadableComponent<Props> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts the chunk (once); settles when it is in, and rejects when it fails (as the render then will). */
  load(): Promise<void>;
};

/**
 * `React.lazy` plus `load()`: both share one import, and a part whose chunk is in renders in the same pass
 * that first meets it. That matters twice: a first render commits the part instead of its Suspense
 * fallback; and on a server's page, a click on a part React has not hydrated yet (it hydrates Suspense
 * boundaries after the first commit) makes React hydrate it on the spot, which works only when the chunk is
 * in and handed over synchronously: otherwise the click is lost.
 */
export function lazyPreloadable<Props>(
  importPart: () => Promise<{ default: ComponentType<Props> }>,
  /** Called when a render meets the part before its chunk is in (a part nobody preloaded). */
  onRenderBeforeLoad?: () => void,
): PreloadableComponent<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  let loaded: { default: ComponentType<Props> } | undefined;
  const start = () => {
    loading ??= importPart().then((module) => {
      loaded = module;
      return module;
    });
    return loading;
  };
  return Object.assign(
    lazy(() => {
      if (loaded) return settledThenable(loaded);
      onRenderBeforeLoad?.();
      return start();
    }),
    { load: () => start().then(() => undefined) },
  );
}

/**
 * A thenable that calls back at once. `React.lazy` renders a module its loader hands over this way in the
 * same render; a promise, even a settled one, calls back a microtask later, so React would first commit the
 * Suspense fallback and then render the part again: a second commit (about 350 ms on a slow phone) for a
 * chunk that was already in.
 */
function settledThenable<T>(value: T): Promise<T> {
  // React only calls `then(onFulfilled, onRejected)` on what the loader returns and ignores its result.
  // biome-ignore lint/suspicious/noThenProperty: a thenable that calls back at once is the point here.
  const thenable = { then: (onFulfilled?: (settled: T) => unknown) => void onFulfilled?.(value) };
  return thenable as unknown as Promise<T>;
}
