import * as z from 'zod/mini';
import { ASSISTANT_MODE_IDS } from './assistant-mode-id';

/** The mode id in a request (strict: anything else is refused). */
export const assistantModeIdSchema = z.enum(ASSISTANT_MODE_IDS);

/** GET /assistant/mode: the signed-in user's mode and what it allows, as the panel shows it. */
export const assistantModeSchema = z.looseObject({
  mode: assistantModeIdSchema,
  label: z.string(),
  /** Image generation (绘图) is offered. */
  image: z.boolean(),
  /** Video generation (视频) is offered. */
  video: z.boolean(),
  /** Exercise-like questions get hints rather than the answer. */
  guided: z.boolean(),
  /** The teacher tools (出题, 教案提纲, 按年级简化) are offered. */
  teacherTools: z.boolean(),
});

/** The signed-in user's mode and what it allows. */
export type AssistantMode = z.infer<typeof assistantModeSchema>;
