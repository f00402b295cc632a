/**
 * The assistant's modes by school stage (issue 35). The server decides a user's mode from the role and the
 * school's phase in the user record; the widget only shows it and hides what the mode does not allow. An
 * embedding site may ask for a mode for its visitors, which the server grants only when it is at least as
 * strict as the user's own ({@link isAtLeastAsStrict}). Schema-free, so the widget's launcher reads an
 * element's `mode` attribute without loading zod.
 */
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
