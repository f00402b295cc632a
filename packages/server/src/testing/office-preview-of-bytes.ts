import { buildOfficePreview } from '../storage/office/build-office-preview';
import type { OfficeFormat } from '../storage/office/office-format';
import type { OfficePreview } from '../storage/office/office-preview';
import { createPreviewBudget, type PreviewBudgetLimits } from '../storage/office/preview-budget';
import type { ZipSource } from '../storage/office/read-zip-entries';

/** A zip source over bytes in memory, streamed in chunks of `chunkBytes` (to cut parts mid-token). */
export function zipSourceOfBytes(bytes: Buffer, chunkBytes = 4096): ZipSource {
  return {
    size: bytes.length,
    read: async (start, end) => bytes.subarray(start, end),
    async *stream(start, end) {
      for (let at = start; at < end; at += chunkBytes) yield bytes.subarray(at, Math.min(end, at + chunkBytes));
    },
  };
}

/** Generous caps: a test file is read whole unless it passes one of them on purpose. */
const DEFAULT_LIMITS: PreviewBudgetLimits = {
  maxInflatedBytes: 16 * 1024 * 1024,
  maxTextChars: 1_000_000,
  maxMs: 60_000,
};

/** The preview of an office file's bytes, built as the server builds it (by default with generous caps). */
export function officePreviewOfBytes(
  bytes: Buffer,
  format: OfficeFormat,
  limits: Partial<PreviewBudgetLimits> = {},
  now: () => number = Date.now,
): Promise<OfficePreview> {
  return buildOfficePreview(
    zipSourceOfBytes(bytes),
    format,
    createPreviewBudget({ ...DEFAULT_LIMITS, ...limits }, now),
  );
}
