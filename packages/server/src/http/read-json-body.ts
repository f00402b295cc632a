import type { Context } from 'hono';
import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { parseJson } from '../http/parse-json';

/** Formats the first schema issue as `field: reason`, the message a 400 answer carries. */
export function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '请求参数不合法';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * Reads the request body as JSON and validates it with a strict request schema; malformed JSON and
 * invalid fields are 400 with a message naming the field. Any zod 4 schema works (the api-client's
 * contract schemas are zod/mini, the server's own are classic zod).
 */
export async function readJsonBody<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  if (text.trim() === '') throw new HttpError(400, '请求体不能为空，需要 JSON');
  const parsed = parseJson(text);
  if (!parsed.ok) throw new HttpError(400, `请求体不是合法的 JSON：${parsed.error}`);
  const result = z.safeParse(schema, parsed.value);
  if (!result.success) throw new HttpError(400, describeIssue(result.error));
  return result.data;
}

/** Parses a numeric path id; anything else is "not found" (an id that cannot exist). */
export function parseIdParam(value: string | undefined, what: string): number {
  if (!value || !/^\d{1,15}$/.test(value)) throw new HttpError(404, `${what}不存在`);
  return Number(value);
}
