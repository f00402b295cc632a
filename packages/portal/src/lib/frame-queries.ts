import { sessionUserQuery } from './session/use-session';
import { navMenuQuery, siteConfigQuery } from './site/use-site';

/** The frame's own data on every page: who is signed in, the site's name and logo, the menu. */
export const FRAME_QUERIES = [sessionUserQuery, siteConfigQuery, navMenuQuery] as const;
