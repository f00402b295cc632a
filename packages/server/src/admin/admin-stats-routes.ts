import { STATS_PERIOD_DAYS, type StatsOverview } from '@edu/api-client';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import { z } from 'zod';
import { parseJson } from '../http/parse-json';
import { ok } from '../http/portal-envelope';
import { areaCodeField } from '../http/portal-query';
import { on, readQuery } from '../http/portal-router-kit';
import type { ServerEnv } from '../http/server-env';
import { SUBJECTS } from '../reference-data/school-attributes';
import type { AdminKit } from './admin-kit';
import { dayOf, VISITS_METRIC } from './usage-recorder';

const DAY_MS = 86_400_000;
const TOP_SCHOOLS = 10;
const TOP_REASONS = 5;
const EXAMPLES_PER_REASON = 3;

/** Every day of a period ending today, oldest first, and its first day's start (ISO). */
function periodOf(at: Date, days: number) {
  const today = Date.parse(`${dayOf(at)}T00:00:00.000Z`);
  const list = Array.from({ length: days }, (_, index) => dayOf(new Date(today - (days - 1 - index) * DAY_MS)));
  return { days: list, since: new Date(today - (days - 1) * DAY_MS).toISOString() };
}

/** Counts per day filled in for every day of the period (a day without any is 0). */
function perDay(days: readonly string[], rows: readonly { day: string | null; n: unknown }[]) {
  const counts = new Map(rows.map((row) => [String(row.day), Number(row.n)]));
  return days.map((day) => ({ day, count: counts.get(day) ?? 0 }));
}

/** The user's question of a feedback record's pair (its first message), for the examples. */
function questionOf(messages: string): string {
  const parsed = parseJson(messages);
  const first =
    parsed.ok && Array.isArray(parsed.value) ? (parsed.value[0] as { content?: unknown } | undefined) : undefined;
  return typeof first?.content === 'string' ? first.content.slice(0, 120) : '';
}

/**
 * The dashboard's figures over 7, 30 or 90 days: visits, resource views (the timed views of files) and
 * active users per day; the resource centre's files by town, school (the ten largest) and subject; the
 * assistant's conversations per day, likes and dislikes, and the top dislike reasons with example questions.
 */
export function registerAdminStatsRoutes(app: Hono<ServerEnv>, admin: AdminKit): void {
  const { db } = admin;

  on(app, 'GET', ['admin/stats/overview'], async (c) => {
    const query = readQuery(
      c,
      z.strictObject({
        ...areaCodeField,
        days: z.coerce
          .number()
          .int()
          .refine((days) => (STATS_PERIOD_DAYS as readonly number[]).includes(days), '统计周期须为 7、30 或 90 天')
          .default(30),
      }),
    );
    const { days, since } = periodOf(admin.now(), query.days);
    const firstDay = days[0] ?? dayOf(admin.now());
    // ISO times sort as text: the first ten characters are the UTC day on SQLite and PostgreSQL alike.
    const dayExpr = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

    const visits = await db
      .selectFrom('stat_daily')
      .select(['day', 'count as n'])
      .where('metric', '=', VISITS_METRIC)
      .where('day', '>=', firstDay)
      .execute();
    const views = await db
      .selectFrom('portal_file_views')
      .select([dayExpr('start_time').as('day'), (eb) => eb.fn.countAll().as('n')])
      .where('start_time', '>=', since)
      .groupBy(dayExpr('start_time'))
      .execute();
    const active = await db
      .selectFrom('stat_active_users')
      .select(['day', (eb) => eb.fn.countAll().as('n')])
      .where('day', '>=', firstDay)
      .groupBy('day')
      .execute();
    const conversations = await db
      .selectFrom('conversations')
      .select([dayExpr('created_at').as('day'), (eb) => eb.fn.countAll().as('n')])
      .where('created_at', '>=', since)
      .groupBy(dayExpr('created_at'))
      .execute();

    const byTown = await db
      .selectFrom('portal_files')
      .innerJoin('portal_towns', 'portal_towns.code', 'portal_files.town_code')
      .select(['portal_towns.name as name', (eb) => eb.fn.countAll().as('n')])
      .where('portal_files.category', '=', 'resource')
      .groupBy('portal_towns.name')
      .orderBy('n', 'desc')
      .execute();
    const bySchool = await db
      .selectFrom('portal_files')
      .innerJoin('portal_schools', 'portal_schools.id', 'portal_files.school_id')
      .select(['portal_schools.name as name', (eb) => eb.fn.countAll().as('n')])
      .where('portal_files.category', '=', 'resource')
      .groupBy('portal_schools.name')
      .orderBy('n', 'desc')
      .limit(TOP_SCHOOLS)
      .execute();
    const bySubject = await db
      .selectFrom('portal_files')
      .select(['subject_id', (eb) => eb.fn.countAll().as('n')])
      .where('category', '=', 'resource')
      .where('subject_id', 'is not', null)
      .groupBy('subject_id')
      .orderBy('n', 'desc')
      .execute();

    const feedback = await db
      .selectFrom('feedback_records')
      .select(['kind', (eb) => eb.fn.countAll().as('n')])
      .where('created_at', '>=', since)
      .groupBy('kind')
      .execute();
    const reasons = await db
      .selectFrom('feedback_records')
      .leftJoin('dislike_reasons', 'dislike_reasons.code', 'feedback_records.error_code')
      .select(['feedback_records.error_code as code', 'dislike_reasons.name as name', (eb) => eb.fn.countAll().as('n')])
      .where('feedback_records.kind', '=', 'dislike')
      .where('feedback_records.created_at', '>=', since)
      .groupBy(['feedback_records.error_code', 'dislike_reasons.name'])
      .orderBy('n', 'desc')
      .limit(TOP_REASONS)
      .execute();
    const dislikeReasons = [];
    for (const reason of reasons) {
      const examples = await db
        .selectFrom('feedback_records')
        .select('messages')
        .where('kind', '=', 'dislike')
        .where('created_at', '>=', since)
        .where((eb) => (reason.code === null ? eb('error_code', 'is', null) : eb('error_code', '=', reason.code)))
        .orderBy('created_at', 'desc')
        .limit(EXAMPLES_PER_REASON)
        .execute();
      dislikeReasons.push({
        code: reason.code ?? '',
        name: reason.name ?? '其他（仅填写意见）',
        count: Number(reason.n),
        examples: examples.map((row) => questionOf(row.messages)).filter((question) => question !== ''),
      });
    }

    const overview: StatsOverview = {
      days,
      visits: perDay(days, visits),
      resourceViews: perDay(days, views),
      activeUsers: perDay(days, active),
      resourcesByTown: byTown.map((row) => ({ name: row.name, count: Number(row.n) })),
      resourcesBySchool: bySchool.map((row) => ({ name: row.name, count: Number(row.n) })),
      resourcesBySubject: bySubject.map((row) => ({
        name: SUBJECTS.find((subject) => subject.id === row.subject_id)?.name ?? String(row.subject_id),
        count: Number(row.n),
      })),
      assistant: {
        conversations: perDay(days, conversations),
        likes: Number(feedback.find((row) => row.kind === 'like')?.n ?? 0),
        dislikes: Number(feedback.find((row) => row.kind === 'dislike')?.n ?? 0),
        dislikeReasons,
      },
    };
    return ok(c, overview);
  });
}
