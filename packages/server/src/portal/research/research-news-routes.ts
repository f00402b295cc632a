import {
  RESEARCH_ADMIN_PREFIX as ADMIN,
  RESEARCH_CLIENT_PREFIX as CLIENT,
  type ResearchRouteKit,
} from './create-research-route-kit';
import { registerResearchItemWrites } from './register-research-item-writes';

/** Research news (教研资讯): the administrator's writes and list, and the public list and details. */
export function registerResearchNewsRoutes(research: ResearchRouteKit): void {
  registerResearchItemWrites(research, 'news', 'research-news', '教研资讯');
  research.registerPage([`${ADMIN}news/list/page`], 'research-news', true);
  research.registerPage([`${CLIENT}news/list/page`, `${CLIENT}news/list`], 'research-news', false);
  research.registerDetails([`${CLIENT}news/:id/details`], 'research-news', '教研资讯', false);
}
