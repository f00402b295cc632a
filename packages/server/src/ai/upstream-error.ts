import { parseJson } from '../http/parse-json';

/**
 * A readable message from an upstream error body (protocols.md §1.4): bodies are a JSON object with
 * `message` or `error.message`, a bare JSON string, or plain text.
 */
export function describeUpstreamBody(status: number, text: string): string {
  const detail = upstreamErrorDetail(text);
  return `上游服务返回 HTTP ${status}${detail ? `：${detail}` : ''}`;
}

/**
 * The message inside an upstream error body, at most 300 characters ('' when the body has none): the
 * `message` or `error.message` of a JSON object, a bare JSON string, or the plain text.
 */
export function upstreamErrorDetail(text: string): string {
  const parsed = parseJson(text);
  let detail = text.trim();
  if (parsed.ok) {
    const value = parsed.value;
    if (typeof value === 'string') detail = value;
    else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      const error = record.error;
      if (typeof record.message === 'string') detail = record.message;
      else if (typeof error === 'string') detail = error;
      else if (
        typeof error === 'object' &&
        error !== null &&
        typeof (error as { message?: unknown }).message === 'string'
      ) {
        detail = (error as { message: string }).message;
      }
    }
  }
  return detail.slice(0, 300);
}

/** True when an error is the result of an abort or time-out signal. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}
