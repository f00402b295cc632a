import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@edu/api-client';
import { z } from 'zod';
import { HttpError } from './http-error';

/** SPEC §7: every GET carries a fixed areaCode; it is accepted and not used. */
export const areaCodeField = { areaCode: z.string().max(32).optional() };

const id = z.string().trim().min(1).max(64);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

/** Paging fields: pageNum from 1, pageSize one of 10/20/30/50 (SPEC §9). */
export const pagingFields = {
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size), 'pageSize must be 10, 20, 30 or 50')
    .default(DEFAULT_PAGE_SIZE),
};

/** Filters the list screens use, and the sort orders. */
export const filterFields = {
  keyword: z.string().trim().max(100).optional(),
  townCode: id.optional(),
  schoolId: id.optional(),
  phaseId: id.optional(),
  gradeId: id.optional(),
  subjectId: id.optional(),
  type: id.optional(),
  startDate: date.optional(),
  endDate: date.optional(),
  sort: z.enum(['newest', 'views']).default('newest'),
};

/** A paged, filtered list query (strict: unknown parameters are refused). */
export const listQuerySchema = z.strictObject({ ...areaCodeField, ...pagingFields, ...filterFields });
export type ListQuery = z.infer<typeof listQuerySchema>;

/** A query with only areaCode. */
export const emptyQuerySchema = z.strictObject({ ...areaCodeField });

/** A query with a required id. */
export const idQuerySchema = z.strictObject({ ...areaCodeField, id });

/** The path parameter `{id}`. */
export const idParamSchema = z.strictObject({ id });

/** Validates input with a schema; a mismatch is a 400 naming the first problem. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new HttpError(400, `参数错误：${where}${issue?.message ?? '格式不正确'}`);
  }
  return result.data;
}
