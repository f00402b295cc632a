import {
  getAdminArticle,
  getAdminArticles,
  getAdminResources,
  getArticleKinds,
  getAssistantBlockedCounts,
  getAssistantSettings,
  getAuditLog,
  getHomeItems,
  getPeople,
  getPeopleOptions,
  getSentNotices,
  getSiteSettings,
  getStatsOverview,
  getSubmissions,
  type HomeItemKind,
  type PortalParams,
} from '@edu/api-client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../lib/portal-clients';
import { showToast } from '../../lib/toast';
import { consoleErrorText } from './console-error-text';

/** Every console query's key starts here: a write refetches them all (and the portal's own, see below). */
const CONSOLE_KEY = ['console'] as const;

/** The console's queries, one per admin call (never cached long: two administrators may be at work). */
export const consoleQueries = {
  articleKinds: queryOptions({
    queryKey: [...CONSOLE_KEY, 'article-kinds'],
    queryFn: () => getArticleKinds(portal),
    staleTime: Number.POSITIVE_INFINITY,
  }),
  articles: (params: PortalParams) =>
    queryOptions({ queryKey: [...CONSOLE_KEY, 'articles', params], queryFn: () => getAdminArticles(portal, params) }),
  article: (id: string) =>
    queryOptions({ queryKey: [...CONSOLE_KEY, 'article', id], queryFn: () => getAdminArticle(portal, id) }),
  homeItems: (kind: HomeItemKind) =>
    queryOptions({ queryKey: [...CONSOLE_KEY, 'home-items', kind], queryFn: () => getHomeItems(portal, kind) }),
  siteSettings: queryOptions({ queryKey: [...CONSOLE_KEY, 'site-settings'], queryFn: () => getSiteSettings(portal) }),
  people: (params: PortalParams) =>
    queryOptions({ queryKey: [...CONSOLE_KEY, 'people', params], queryFn: () => getPeople(portal, params) }),
  peopleOptions: queryOptions({
    queryKey: [...CONSOLE_KEY, 'people-options'],
    queryFn: () => getPeopleOptions(portal),
    staleTime: 5 * 60_000,
  }),
  submissions: (params: PortalParams) =>
    queryOptions({ queryKey: [...CONSOLE_KEY, 'submissions', params], queryFn: () => getSubmissions(portal, params) }),
  resources: (params: PortalParams) =>
    queryOptions({ queryKey: [...CONSOLE_KEY, 'resources', params], queryFn: () => getAdminResources(portal, params) }),
  notices: (params: PortalParams) =>
    queryOptions({ queryKey: [...CONSOLE_KEY, 'notices', params], queryFn: () => getSentNotices(portal, params) }),
  stats: (days: number) =>
    queryOptions({ queryKey: [...CONSOLE_KEY, 'stats', days], queryFn: () => getStatsOverview(portal, days) }),
  assistantSettings: queryOptions({
    queryKey: [...CONSOLE_KEY, 'assistant-settings'],
    queryFn: () => getAssistantSettings(portal),
  }),
  assistantBlocked: queryOptions({
    queryKey: [...CONSOLE_KEY, 'assistant-blocked'],
    queryFn: () => getAssistantBlockedCounts(portal),
  }),
  audit: (params: PortalParams) =>
    queryOptions({ queryKey: [...CONSOLE_KEY, 'audit', params], queryFn: () => getAuditLog(portal, params) }),
};

/**
 * A console write: on success the toast `done` and every query of the app refetched (the console's, and
 * the portal's own, so the administrator's own site name, carousel or bell shows the change at once); a
 * refusal is shown with the server's reason and handed to `onRefused` (a form keeps its input).
 */
export function useConsoleWrite<Input, Output>(
  write: (input: Input) => Promise<Output>,
  done: string,
  options: { onDone?: (output: Output) => void; onRefused?: (message: string) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (output) => {
      showToast(done, 'success');
      options.onDone?.(output);
      await queryClient.invalidateQueries();
    },
    onError: (error) => {
      const message = consoleErrorText(error);
      showToast(message, 'error');
      options.onRefused?.(message);
    },
  });
}
