/** The outcome of {@link parseJson}: the value as `unknown`, or why it is not JSON. */
export type JsonParseResult = { ok: true; value: unknown } | { ok: false; error: string };

/** Parses JSON text without throwing; callers validate the `unknown` value with a schema. */
export function parseJson(text: string): JsonParseResult {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
