/** TanStack Query keys of the session's server state. */
export const SESSION_QUERY_KEY = {
  user: ['session', 'user'] as const,
  unreadRoot: ['session', 'unread'] as const,
  unread: (userId: string) => ['session', 'unread', userId] as const,
  studioAdminRoutes: (userId: string) => ['session', 'studio-admin-routes', userId] as const,
  siteConfig: ['site', 'config'] as const,
  navbar: ['site', 'navbar'] as const,
};
