import { ASSISTANT_MODE_IDS, type AssistantModeSettings, assistantModeSettingsSchema } from '@edu/api-client';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { parseJson } from '../../http/parse-json';
import type { ModeSettingsTable } from './assistant-mode-for';
import { DEFAULT_BLOCKED_WORDS, DEFAULT_MODE_SETTINGS } from './default-assistant-settings';

/** The assistant settings a server applies: every mode's settings and the refused words. */
export interface SchoolSettings {
  modes: ModeSettingsTable;
  blockedWords: readonly string[];
}

/** The one settings document's id in `assistant_settings`. */
const SETTINGS_ID = 'assistant';

const storedSchema = z.looseObject({
  modes: z.optional(z.record(z.string(), z.unknown())),
  blockedWords: z.optional(z.array(z.string())),
});

/**
 * The saved settings, with the defaults for whatever was never saved or no longer reads (a mode added by a
 * later version, a value an older copy wrote): a broken document never turns the assistant's rules off.
 */
export async function readSchoolSettings(db: Kysely<Database>): Promise<SchoolSettings> {
  const row = await db
    .selectFrom('assistant_settings')
    .select('value')
    .where('id', '=', SETTINGS_ID)
    .executeTakeFirst();
  const parsed = row ? parseJson(row.value) : undefined;
  const stored = parsed?.ok ? storedSchema.safeParse(parsed.value) : undefined;
  const value = stored?.success ? stored.data : {};
  const modes = {} as Record<(typeof ASSISTANT_MODE_IDS)[number], AssistantModeSettings>;
  for (const mode of ASSISTANT_MODE_IDS) {
    const saved = assistantModeSettingsSchema.safeParse(value.modes?.[mode]);
    modes[mode] = saved.success ? saved.data : DEFAULT_MODE_SETTINGS[mode];
  }
  return { modes, blockedWords: value.blockedWords ?? DEFAULT_BLOCKED_WORDS };
}

/** Saves the settings document (inside the caller's transaction, beside its version and audit entry). */
export async function writeSchoolSettings(trx: Kysely<Database>, settings: SchoolSettings): Promise<void> {
  const value = JSON.stringify({ modes: settings.modes, blockedWords: settings.blockedWords });
  await trx
    .insertInto('assistant_settings')
    .values({ id: SETTINGS_ID, value })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ value }))
    .execute();
}
