/**
 * What every console section shares: the admin calls' prefix, the field-rule bridge that lets a strict
 * request schema refuse with SPEC §5's messages, the edit version every console write carries, and the
 * page shape of the console's lists.
 */
import * as z from 'zod/mini';
import type { FormRule } from '../validation/form-rules';

/** Every console call lives under `/resource_api/admin/` and answers 403 to anyone but a 平台管理员. */
export const ADMIN_API_PREFIX = 'admin';

/**
 * A string field checked by SPEC §5 rules: the first rule that fails names the issue with its message
 * ('必填项不能为空', '请输入正确的手机号码'…), the same text the console's form shows beside the field.
 */
export function ruledText(...rules: FormRule[]) {
  return z.string().check(
    z.superRefine((value, context) => {
      for (const rule of rules) {
        const message = rule(value);
        if (message !== undefined) {
          context.addIssue({ code: 'custom', message, input: value });
          return;
        }
      }
    }),
  );
}

/** A length limit with a Chinese message naming it. */
export function maxChars(limit: number): FormRule {
  return (value) =>
    value !== null && value !== undefined && String(value).length > limit ? `不能超过 ${limit} 个字符` : undefined;
}

/**
 * The edit version a console write names (optimistic concurrency): the version the editor loaded. A write
 * whose version is no longer current is refused with 409 and the name of whoever changed it meanwhile.
 */
export const versionInputSchema = z.int().check(z.nonnegative());

/** A page of a console list (the portal's paging fields, SPEC §3). */
export function adminPageSchema<T extends z.core.$ZodType>(item: T) {
  return z.looseObject({
    total: z.number(),
    pageNum: z.number(),
    pageSize: z.number(),
    list: z.array(item),
  });
}

/** A page of a console list. */
export interface AdminPage<T> {
  total: number;
  pageNum: number;
  pageSize: number;
  list: T[];
}

/** The outcome of a write that changes one versioned item: its id and its new version. */
export const adminWriteResultSchema = z.looseObject({ id: z.string(), version: z.number() });
/** The outcome of a write that changes one versioned item. */
export type AdminWriteResult = z.infer<typeof adminWriteResultSchema>;
