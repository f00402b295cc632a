/**
 * The request parameters of a console filter: its fields that are set (an empty choice, '', filters
 * nothing, so it is left out of the query string and of the query key).
 */
export function filterParamsOf(filter: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== ''));
}
