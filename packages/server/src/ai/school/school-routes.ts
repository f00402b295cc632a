import { assistantModeIdSchema } from '@edu/api-client';
import type { Hono } from 'hono';
import { z } from 'zod';
import { envelope } from '../../http/ai-envelope';
import { HttpError } from '../../http/http-error';
import type { ServerEnv } from '../../http/server-env';
import type { SchoolRules } from './school-rules';

const modeQuerySchema = z.strictObject({ site: z.optional(assistantModeIdSchema) });

/** `GET /assistant/mode?site=`: the signed-in user's mode and what it allows (the panel shows it). */
export function registerSchoolRoutes(ai: Hono<ServerEnv>, school: SchoolRules): void {
  ai.get('/assistant/mode', async (c) => {
    const query = modeQuerySchema.safeParse(c.req.query());
    if (!query.success) throw new HttpError(400, 'site: 只能是 teacher、visitor、secondary 或 primary');
    return envelope(c, (await school.modeFor(c.get('uid'), query.data.site)).info);
  });
}

/** The media kinds a mode may refuse. */
export type MediaKind = 'image' | 'video';

/** Refuses a generation the user's mode does not allow (403, naming the mode), before any quota is taken. */
export async function assertMediaAllowed(school: SchoolRules, uid: string, kind: MediaKind): Promise<void> {
  const { info } = await school.modeFor(uid);
  if (info[kind]) return;
  const what = kind === 'image' ? '图片' : '视频';
  throw new HttpError(403, `${info.label}不能生成${what}：请在老师指导下使用，或向平台管理员了解`);
}
