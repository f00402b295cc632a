import type { Hono } from 'hono';
import type { ServerEnv } from '../http/server-env';
import type { RouteKit } from '../portal/create-route-kit';
import { registerAdminAssistantRoutes } from './admin-assistant-routes';
import { registerAdminAuditRoutes } from './admin-audit-routes';
import { registerAdminContentRoutes } from './admin-content-routes';
import { createAdminKit } from './admin-kit';
import { registerAdminNoticeRoutes } from './admin-notice-routes';
import { registerAdminPeopleRoutes } from './admin-people-routes';
import { registerAdminResourceRoutes } from './admin-resource-routes';
import { registerAdminSiteRoutes } from './admin-site-routes';
import { registerAdminStatsRoutes } from './admin-stats-routes';
import { requirePlatformAdmin } from './require-platform-admin';

/**
 * The platform console's calls under `/resource_api/admin/` (issue 32). The role is checked on every
 * request before any of them runs (401 anonymous, 403 anyone but a 平台管理员); every write is a POST,
 * so the portal's same-origin rule for the session cookie covers it.
 */
export function registerAdminRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  app.use('/admin/*', requirePlatformAdmin());
  app.use('/admin', requirePlatformAdmin());
  const admin = createAdminKit(kit);
  registerAdminContentRoutes(app, admin);
  registerAdminSiteRoutes(app, admin);
  registerAdminPeopleRoutes(app, admin);
  registerAdminResourceRoutes(app, admin);
  registerAdminNoticeRoutes(app, admin);
  registerAdminStatsRoutes(app, admin);
  registerAdminAuditRoutes(app, admin);
  registerAdminAssistantRoutes(app, admin);
}
