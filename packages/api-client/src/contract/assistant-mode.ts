/**
 * The assistant's modes by school stage (issue 35). The server decides a user's mode from the role and the
 * school's phase in the user record; the widget only shows it and hides what the mode does not allow. An
 * embedding site may ask for a mode for its visitors, which the server grants only when it is at least as
 * strict as the user's own ({@link isAtLeastAsStrict}).
 */
import * as z from 'zod/mini';

/** The modes, from the most open to the strictest. */
export const ASSISTANT_MODE_IDS = ['teacher', 'visitor', 'secondary', 'primary'] as const;

/** One of the assistant's modes. */
export type AssistantModeId = (typeof ASSISTANT_MODE_IDS)[number];

/** What the panel shows for each mode. */
export const ASSISTANT_MODE_LABELS: Readonly<Record<AssistantModeId, string>> = {
  teacher: '教师模式',
  visitor: '访客模式',
  secondary: '中学生模式',
  primary: '小学生模式',
};

/** True for a mode's id (an element attribute, a query value). */
export function isAssistantModeId(value: unknown): value is AssistantModeId {
  return typeof value === 'string' && (ASSISTANT_MODE_IDS as readonly string[]).includes(value);
}

/** True when `candidate` allows no more than `base` does: a site may make the assistant stricter, never looser. */
export function isAtLeastAsStrict(candidate: AssistantModeId, base: AssistantModeId): boolean {
  return ASSISTANT_MODE_IDS.indexOf(candidate) >= ASSISTANT_MODE_IDS.indexOf(base);
}

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
