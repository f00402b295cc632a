import type { Hono } from 'hono';
import type { ServerEnv } from '../../http/server-env';
import type { RouteKit } from '../create-route-kit';
import { createResearchRouteKit } from './create-research-route-kit';
import { registerResearchActivityRoutes } from './research-activity-routes';
import { registerResearchCollectionListRoutes } from './research-collection-list-routes';
import { registerResearchCollectionRoutes } from './research-collection-routes';
import { registerResearchFileRoutes } from './research-file-routes';
import { registerResearchFileUploadRoutes } from './research-file-upload-routes';
import { registerResearchNewsRoutes } from './research-news-routes';
import { registerResearchOverviewRoutes } from './research-overview-routes';

/** The research area (两研一刊, SPEC §7): admin writes for the 两研一刊 administrator; public client reads. */
export function registerResearchRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const research = createResearchRouteKit(app, kit);
  registerResearchOverviewRoutes(research);
  registerResearchNewsRoutes(research);
  registerResearchActivityRoutes(research);
  registerResearchFileRoutes(research);
  registerResearchFileUploadRoutes(research);
  registerResearchCollectionRoutes(research);
  registerResearchCollectionListRoutes(research);
}
