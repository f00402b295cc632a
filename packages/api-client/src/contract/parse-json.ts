/**
 * `JSON.parse` that never throws: the one place this package parses JSON text. The result is `unknown`
 * on purpose, so a schema has to accept it before anyone reads a field.
 */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error };
  }
}
