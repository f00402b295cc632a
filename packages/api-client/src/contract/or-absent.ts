import * as z from 'zod/mini';

/**
 * A tolerant field: the value when `schema` accepts it, else absent (`undefined`), so one field of the
 * wrong type never fails the whole record. It means `z.catch(z.optional(schema), undefined)`, written as
 * a transform because `z.catch` reaches zod's `util` through a nested namespace that esbuild cannot
 * shake: using it once adds about 3.5 KB gzip to every browser bundle of this package.
 */
export function orAbsent<T extends z.core.$ZodType>(schema: T) {
  return z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value) => {
        const result = z.safeParse(schema, value);
        return result.success ? result.data : undefined;
      }),
    ),
  );
}
