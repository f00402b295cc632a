/**
 * The console's statistics (issue 32): visits and resource views over time, resources by town, school
 * and subject, active users, and the assistant's use (conversations per day, likes against dislikes, the
 * top dislike reasons with example questions).
 */
import * as z from 'zod/mini';
import type { PortalClient } from '../portal/create-portal-client';
import { ADMIN_API_PREFIX } from './admin-common';

/** The periods the dashboard offers, in days. */
export const STATS_PERIOD_DAYS = [7, 30, 90] as const;

const dayCount = z.looseObject({ day: z.string(), count: z.number() });
const namedCount = z.looseObject({ name: z.string(), count: z.number() });

/** The dashboard's figures for one period. */
export const statsOverviewSchema = z.looseObject({
  /** Every UTC day of the period, oldest first (`YYYY-MM-DD`). */
  days: z.array(z.string()),
  visits: z.array(dayCount),
  resourceViews: z.array(dayCount),
  activeUsers: z.array(dayCount),
  resourcesByTown: z.array(namedCount),
  resourcesBySchool: z.array(namedCount),
  resourcesBySubject: z.array(namedCount),
  assistant: z.looseObject({
    conversations: z.array(dayCount),
    likes: z.number(),
    dislikes: z.number(),
    dislikeReasons: z.array(
      z.looseObject({ code: z.string(), name: z.string(), count: z.number(), examples: z.array(z.string()) }),
    ),
  }),
});
/** The dashboard's figures. */
export type StatsOverview = z.infer<typeof statsOverviewSchema>;

/** GET admin/stats/overview?days= — the figures of the last `days` days (7, 30 or 90). */
export const getStatsOverview = (client: PortalClient, days: number) =>
  client.get(`${ADMIN_API_PREFIX}/stats/overview`, { params: { days }, schema: statsOverviewSchema });
