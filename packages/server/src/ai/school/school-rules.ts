import type { AssistantModeId } from '@edu/api-client';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProviderChatRequest } from '../chat/chat-provider';
import { utcDay } from '../media/utc-day';
import { assistantModeFor, type DecidedMode } from './assistant-mode-for';
import { readSchoolSettings } from './assistant-settings-store';
import type { SchoolChatContext } from './prepare-school-chat';
import { readSchoolUser } from './school-user';

/** Which side of a reply a refused word was found on. */
export type BlockedSide = 'input' | 'output';

/** The `stat_daily` metric counting refused questions or answers: a count per day, nothing of the text. */
export const blockedMetric = (side: BlockedSide) => `assistant-blocked-${side}`;

/** The school rules' I/O: the user's mode, the chat context, and the count of refusals. */
export interface SchoolRules {
  modeFor(uid: string, siteMode?: AssistantModeId): Promise<DecidedMode>;
  contextFor(request: ProviderChatRequest): Promise<Omit<SchoolChatContext, 'offline'>>;
  countBlocked(side: BlockedSide): Promise<void>;
}

/** Someone without a user record (a token for a deleted account) is treated as a visitor. */
const UNKNOWN_USER = { roleId: '', roleName: '', phaseId: null, userName: '' };

/**
 * The school rules over the database: the user record and the saved settings are read per request, so an
 * administrator's change and a user's new role apply on every server copy at the next message.
 */
export function createSchoolRules(db: Kysely<Database>, now: () => Date): SchoolRules {
  const load = async (uid: string, siteMode: AssistantModeId | undefined) => {
    const [user, settings] = await Promise.all([readSchoolUser(db, uid), readSchoolSettings(db)]);
    const record = user ?? UNKNOWN_USER;
    return { record, settings, mode: assistantModeFor(record, settings.modes, siteMode) };
  };
  return {
    async modeFor(uid, siteMode) {
      return (await load(uid, siteMode)).mode;
    },
    async contextFor(request) {
      const { record, settings, mode } = await load(request.uid, request.siteMode);
      return { mode, names: record.userName === '' ? [] : [record.userName], blockedWords: settings.blockedWords };
    },
    async countBlocked(side) {
      await db
        .insertInto('stat_daily')
        .values({ day: utcDay(now()), metric: blockedMetric(side), count: 1 })
        .onConflict((conflict) =>
          conflict.columns(['day', 'metric']).doUpdateSet({ count: sql<number>`stat_daily.count + 1` }),
        )
        .execute();
    },
  };
}
