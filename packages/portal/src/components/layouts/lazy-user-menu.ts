import { lazyPreloadable } from '../../lib/lazy-preloadable';
import type { SessionUser } from '../../lib/session/session-user';

/**
 * The navbar's user menu, in its own chunk (with the popover's code): a visitor never needs it. The preload
 * asks for it as soon as it knows a user is signed in, so that a server's page is taken over with its menu.
 */
export const LazyUserMenu = lazyPreloadable<{ user: SessionUser }>(() =>
  import('./user-menu').then((module) => ({ default: module.UserMenu })),
);
