import {
  SpeechError,
  type SpeechJob,
  type SpeechJobHandlers,
  type SpeechProvider,
  type SpeechRequest,
} from '@edu/speech';

/** A provider chosen on first use, e.g. after asking the server whether xfyun is configured. */
export interface LazySpeechProvider extends SpeechProvider {
  /** The provider that speaks, loading it if no job has yet; the fallback's when loading fails. */
  resolve(): Promise<SpeechProvider>;
}

/**
 * Wraps `load` as a {@link SpeechProvider}: the first `speak` loads the real provider and the choice
 * is kept; later jobs go straight to it. When `load` rejects, that job speaks with `fallback` (or
 * fails when there is none) and the next job loads again. A job cancelled while loading never starts.
 */
export function createLazySpeechProvider(
  load: () => Promise<SpeechProvider>,
  fallback?: SpeechProvider,
): LazySpeechProvider {
  let loading: Promise<SpeechProvider> | undefined;
  let loaded: SpeechProvider | undefined;

  const tryLoad = (): Promise<SpeechProvider> => {
    if (loaded) return Promise.resolve(loaded);
    loading ??= load().then(
      (provider) => {
        loaded = provider;
        return provider;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  return {
    id: 'lazy',
    resolve: () =>
      tryLoad().catch((error: unknown) => {
        if (fallback) return fallback;
        throw error;
      }),
    speak(request: SpeechRequest, handlers: SpeechJobHandlers): SpeechJob {
      if (loaded) return loaded.speak(request, handlers);
      let cancelled = false;
      let job: SpeechJob | undefined;
      const start = (provider: SpeechProvider) => {
        if (!cancelled) job = provider.speak(request, handlers);
      };
      tryLoad().then(start, (error: unknown) => {
        if (cancelled) return;
        if (fallback) start(fallback);
        else handlers.onError(toLoadError(error));
      });
      return {
        cancel() {
          cancelled = true;
          job?.cancel();
        },
      };
    },
  };
}

function toLoadError(error: unknown): SpeechError {
  const detail = error instanceof Error ? error.message : String(error);
  return new SpeechError('configuration-failed', `synthesis failed: ${detail}`, { cause: error });
}
