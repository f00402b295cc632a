/** The OFFICE_PREVIEW_* settings: how much one preview may read, show and take, and how many are built and kept. */
export interface OfficePreviewSettings {
  /** OFFICE_PREVIEW_MAX_BYTES: most bytes read from one file's parts once inflated (the zip directory counts too). */
  maxInflatedBytes: number;
  /** OFFICE_PREVIEW_MAX_TEXT_CHARS: most characters of text one preview shows (a table's cells count one each too). */
  maxTextChars: number;
  /** OFFICE_PREVIEW_MAX_MS: longest one preview may take to build; what was read by then is shown. */
  maxMs: number;
  /** OFFICE_PREVIEW_MAX_CONCURRENT: previews built at once at most. */
  maxConcurrent: number;
  /** OFFICE_PREVIEW_MAX_QUEUED: previews waiting for a build at most; one more is refused (503). */
  maxQueued: number;
  /** OFFICE_PREVIEW_CACHE_ENTRIES: built previews kept in memory (least recently used dropped first; 0 keeps none). */
  cacheEntries: number;
  /** OFFICE_PREVIEW_CACHE_BYTES: most bytes of built previews kept in memory (0 keeps none). */
  cacheBytes: number;
}
