/**
 * Why a preview stops before the end of the file: its parts inflate past OFFICE_PREVIEW_MAX_BYTES (`bytes`),
 * its text passes OFFICE_PREVIEW_MAX_TEXT_CHARS (`text`), reading takes longer than OFFICE_PREVIEW_MAX_MS
 * (`time`), or the zip or its XML cannot be read on (`malformed`).
 */
export type PreviewCut = 'bytes' | 'text' | 'time' | 'malformed';

/** The caps of one preview build. */
export interface PreviewBudgetLimits {
  maxInflatedBytes: number;
  maxTextChars: number;
  maxMs: number;
}

/**
 * What one preview build may still read, show and spend. The first cap reached ends the build: every reader
 * checks {@link PreviewBudget.cut} and stops, and the preview shows what was read before it.
 */
export interface PreviewBudget {
  /** Why the build was stopped, once it was. */
  readonly cut: PreviewCut | undefined;
  /** Counts bytes read (inflated); false, and the build cut for `bytes`, when they pass the cap. */
  takeBytes(count: number): boolean;
  /** Counts characters shown; answers how many of `count` still fit (fewer cuts the build for `text`). */
  takeText(count: number): number;
  /** True once the build has run past its time (then it is cut for `time`) or was cut otherwise. */
  spent(): boolean;
  /** Ends the build for a reason of the caller's (a part that cannot be read on). */
  stop(reason: PreviewCut): void;
}

/** A fresh budget, its time counted from now. */
export function createPreviewBudget(limits: PreviewBudgetLimits, now: () => number): PreviewBudget {
  let bytesLeft = limits.maxInflatedBytes;
  let textLeft = limits.maxTextChars;
  const deadline = now() + limits.maxMs;
  let cut: PreviewCut | undefined;
  const stop = (reason: PreviewCut) => {
    cut ??= reason;
  };
  return {
    get cut() {
      return cut;
    },
    takeBytes(count) {
      bytesLeft -= count;
      if (bytesLeft < 0) stop('bytes');
      return cut === undefined;
    },
    takeText(count) {
      if (cut !== undefined) return 0;
      const fits = Math.min(count, textLeft);
      textLeft -= fits;
      if (fits < count) stop('text');
      return fits;
    },
    spent() {
      if (cut === undefined && now() > deadline) stop('time');
      return cut !== undefined;
    },
    stop,
  };
}
