/**
 * The console's assistant section (issue 35): what each school-stage mode allows and adds to the model's
 * instructions, and the words the assistant refuses. Saved settings apply from the next chat request on
 * every server copy.
 */
import * as z from 'zod/mini';
import type { PortalClient } from '../portal/create-portal-client';
import { ADMIN_API_PREFIX, maxChars, ruledText, versionInputSchema } from './admin-common';

/** The longest texts of the assistant settings, in characters, and the longest word list. */
export const ASSISTANT_SETTINGS_LIMITS = { prompt: 2000, word: 50, words: 2000 } as const;

const modeFields = {
  /** Added to the model's system prompt for this mode. */
  prompt: ruledText(maxChars(ASSISTANT_SETTINGS_LIMITS.prompt)),
  image: z.boolean(),
  video: z.boolean(),
  /** Exercise-like questions get a hint, then a stronger hint, then a worked similar example. */
  guided: z.boolean(),
  teacherTools: z.boolean(),
};

const modesOf = <T extends z.core.$ZodType>(mode: T) =>
  z.strictObject({ teacher: mode, visitor: mode, secondary: mode, primary: mode });

const wordSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(ASSISTANT_SETTINGS_LIMITS.word));

/** POST admin/assistant/settings/update. */
export const assistantSettingsInputSchema = z.strictObject({
  version: versionInputSchema,
  modes: modesOf(z.strictObject(modeFields)),
  blockedWords: z.array(wordSchema).check(z.maxLength(ASSISTANT_SETTINGS_LIMITS.words)),
});
/** An edit of the assistant settings. */
export type AssistantSettingsInput = z.infer<typeof assistantSettingsInputSchema>;

/** One mode's settings. */
export const assistantModeSettingsSchema = z.looseObject({
  prompt: z.string(),
  image: z.boolean(),
  video: z.boolean(),
  guided: z.boolean(),
  teacherTools: z.boolean(),
});
/** One mode's settings. */
export type AssistantModeSettings = z.infer<typeof assistantModeSettingsSchema>;

/** The assistant settings as the console shows them (and the server stores them). */
export const assistantSettingsSchema = z.looseObject({
  modes: z.looseObject({
    teacher: assistantModeSettingsSchema,
    visitor: assistantModeSettingsSchema,
    secondary: assistantModeSettingsSchema,
    primary: assistantModeSettingsSchema,
  }),
  blockedWords: z.array(z.string()),
  version: z.number(),
  updatedAt: z.string(),
  updatedByName: z.string(),
});
/** The assistant settings. */
export type AssistantSettings = z.infer<typeof assistantSettingsSchema>;

/** The refusals counted over the last days (no text is kept, only how many per day). */
export const assistantBlockedCountsSchema = z.looseObject({
  days: z.number(),
  input: z.number(),
  output: z.number(),
});
/** How many questions and answers the word list refused. */
export type AssistantBlockedCounts = z.infer<typeof assistantBlockedCountsSchema>;

const base = `${ADMIN_API_PREFIX}/assistant`;

/** GET admin/assistant/settings. */
export const getAssistantSettings = (client: PortalClient) =>
  client.get(`${base}/settings`, { schema: assistantSettingsSchema });
/** POST admin/assistant/settings/update. */
export const updateAssistantSettings = (client: PortalClient, body: AssistantSettingsInput) =>
  client.post(`${base}/settings/update`, { json: body, schema: assistantSettingsSchema });
/** GET admin/assistant/blocked — the refusals of the last 30 days. */
export const getAssistantBlockedCounts = (client: PortalClient) =>
  client.get(`${base}/blocked`, { schema: assistantBlockedCountsSchema });
