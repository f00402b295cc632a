/** `Filter` as a request sends it: each text field may be left out. */
export type WithoutEmptyText<Filter> = {
  [Key in keyof Filter]: Filter[Key] extends string ? Filter[Key] | undefined : Filter[Key];
};

/**
 * A search filter as a request sends it: each empty text (a search field left empty, 全部 chosen) becomes
 * `undefined`, so the parameter is left out; the server would read `''` as a condition that nothing meets.
 * Numbers and other values pass as they are.
 */
export function withoutEmptyText<Filter extends object>(filter: Filter): WithoutEmptyText<Filter> {
  return Object.fromEntries(
    Object.entries(filter).map(([key, value]) => [key, value === '' ? undefined : value]),
  ) as WithoutEmptyText<Filter>;
}
