import type { Hono } from 'hono';
import type { ServerEnv } from '../../http/server-env';
import type { RouteKit } from '../create-route-kit';
import { registerPracticeActivityRoutes } from './practice-activity-routes';
import { registerPracticeArticleRoutes } from './practice-article-routes';
import { registerPracticeCommentRoutes } from './practice-comment-routes';
import { registerPracticeMediaRoutes } from './practice-media-routes';
import { createPracticeRouteKit } from './practice-route-kit';
import { registerPracticeSchoolRoutes } from './practice-school-routes';

/** The practice portal (SPEC §7 "Practice portal"): schools, albums, videos, articles, comments, activities, bases. */
export function registerPracticeRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const practice = createPracticeRouteKit(app, kit);
  registerPracticeSchoolRoutes(practice);
  registerPracticeMediaRoutes(practice);
  registerPracticeArticleRoutes(practice);
  registerPracticeActivityRoutes(practice);
  registerPracticeCommentRoutes(practice);
}
