import { type AssistantSettings, assistantSettingsInputSchema } from '@edu/api-client';
import type { Hono } from 'hono';
import { z } from 'zod';
import { readSchoolSettings, type SchoolSettings, writeSchoolSettings } from '../ai/school/assistant-settings-store';
import { blockedMetric } from '../ai/school/school-rules';
import { ok } from '../http/portal-envelope';
import { areaCodeField } from '../http/portal-query';
import { on, readQuery } from '../http/portal-router-kit';
import type { ServerEnv } from '../http/server-env';
import type { AdminKit } from './admin-kit';
import { readVersion, takeVersion } from './admin-versions';
import { recordAudit } from './audit-log';
import { dayOf } from './usage-recorder';

const B = 'admin/assistant/';
const TARGET = 'assistant';
/** The period of the refusal counts the console shows. */
const BLOCKED_PERIOD_DAYS = 30;
const DAY_MS = 86_400_000;

/** A word list without blanks and repeats, in the order given. */
const cleanWords = (words: readonly string[]) => [...new Set(words.map((word) => word.trim()).filter(Boolean))];

/**
 * The assistant section of the console (issue 35): each school-stage mode's instructions and allowed calls,
 * and the refused words. Saved in one transaction with its version and audit entry; every server copy reads
 * the settings on each chat request, so a change applies from the next message.
 */
export function registerAdminAssistantRoutes(app: Hono<ServerEnv>, admin: AdminKit): void {
  const { db } = admin;
  const view = async (settings: SchoolSettings): Promise<AssistantSettings> => ({
    modes: settings.modes,
    blockedWords: [...settings.blockedWords],
    ...(await readVersion(db, TARGET)),
  });

  on(app, 'GET', [`${B}settings`], async (c) => {
    readQuery(c, z.strictObject({ ...areaCodeField }));
    return ok(c, await view(await readSchoolSettings(db)));
  });

  on(app, 'POST', [`${B}settings/update`], async (c) => {
    const actor = admin.actorOf(c);
    const input = await admin.readInput(c, assistantSettingsInputSchema);
    const at = admin.now();
    const before = await readSchoolSettings(db);
    const after: SchoolSettings = { modes: input.modes, blockedWords: cleanWords(input.blockedWords) };
    await admin.write(async (trx) => {
      await takeVersion(trx, TARGET, input.version, actor, at);
      await writeSchoolSettings(trx, after);
      await recordAudit(trx, {
        actor,
        at,
        action: 'assistant.update',
        targetId: TARGET,
        targetLabel: '助手设置',
        before: { modes: before.modes, blockedWords: before.blockedWords.length },
        after: { modes: after.modes, blockedWords: after.blockedWords.length },
      });
    });
    return ok(c, await view(after));
  });

  on(app, 'GET', [`${B}blocked`], async (c) => {
    readQuery(c, z.strictObject({ ...areaCodeField }));
    const firstDay = dayOf(new Date(admin.now().getTime() - (BLOCKED_PERIOD_DAYS - 1) * DAY_MS));
    const rows = await db
      .selectFrom('stat_daily')
      .select(['metric', (eb) => eb.fn.sum<number>('count').as('n')])
      .where('metric', 'in', [blockedMetric('input'), blockedMetric('output')])
      .where('day', '>=', firstDay)
      .groupBy('metric')
      .execute();
    const countOf = (metric: string) => Number(rows.find((row) => row.metric === metric)?.n ?? 0);
    return ok(c, {
      days: BLOCKED_PERIOD_DAYS,
      input: countOf(blockedMetric('input')),
      output: countOf(blockedMetric('output')),
    });
  });
}
