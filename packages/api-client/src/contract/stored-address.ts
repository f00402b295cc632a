import { PORTAL_API_PREFIX } from '../constants';
import { RICH_TEXT_POLICY } from './rich-text-policy';

/**
 * What a stored address is used for: a `resource` the browser fetches by itself as the page loads (a
 * picture, a cover, a poster, an attachment shown inline), or a `link` a person chooses to follow.
 */
export type StoredAddressUse = 'resource' | 'link';

/** The file routes of our API: reads of stored files, the only API paths stored content may point at. */
const FILE_ROUTES = [
  `${PORTAL_API_PREFIX}/storage/files/`,
  `${PORTAL_API_PREFIX}/storage/upload/`,
  `${PORTAL_API_PREFIX}/storage/preview/`,
].map((prefix) => prefix.toLowerCase());

/** Our API, sign-in and AI service: what stored content must never make a browser request. */
const PROTECTED_ROOTS = [PORTAL_API_PREFIX, '/ai', '/auth'].map((root) => root.toLowerCase());

/** A path with its dot segments resolved, split on `/` and `\` (as browsers read a backslash in a URL path). */
function resolveDots(path: string): string {
  const segments: string[] = [];
  for (const segment of path.split(/[/\\]/)) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return `/${segments.join('/')}${/[/\\]$/.test(path) && segments.length > 0 ? '/' : ''}`;
}

/**
 * The forms of a normalised path a server may act on: as parsed, and once percent-decoded with its dot
 * segments resolved again (`..%2f` is `../` to a server that decodes before it routes). Lower-cased, as
 * the rule compares prefixes without case. Undefined when the path cannot be decoded.
 */
function pathForms(pathname: string): string[] | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  return [pathname, resolveDots(decoded)].map((path) => path.toLowerCase());
}

const isFileRoute = (path: string) => FILE_ROUTES.some((prefix) => path.startsWith(prefix));
const isProtected = (path: string) => PROTECTED_ROOTS.some((root) => path === root || path.startsWith(`${root}/`));

/**
 * Whether content may store an address (a cover, a picture or link in rich text, an attachment): the rule
 * of issue 29, so that stored content never makes a reader's browser send a request that changes
 * something with the reader's cookie. The address is parsed against our origin first (`new URL(value,
 * ourOrigin)`: dot segments resolved, backslashes, tabs and newlines read the way browsers read them),
 * and must be:
 * - http(s) or a site path, never protocol-relative (`RICH_TEXT_POLICY.url`);
 * - on our origin, for a `resource`: a file route (`/resource_api/storage/files/…`, `…/upload/…`,
 *   `…/preview/…`) and nothing else;
 * - anywhere, never a path of our API, sign-in or AI service other than a file route (another host name
 *   may reach this same server), also once percent-decoded.
 */
export function isStoredAddressAllowed(value: string, ourOrigin: string, use: StoredAddressUse): boolean {
  const raw = value.trim();
  if (!RICH_TEXT_POLICY.url.test(raw)) return false;
  let url: URL;
  let ours: URL;
  try {
    ours = new URL(ourOrigin);
    url = new URL(raw, ours);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const forms = pathForms(url.pathname);
  if (!forms) return false;
  if (forms.every(isFileRoute)) return true;
  if (use === 'resource' && url.origin === ours.origin) return false;
  return !forms.some(isProtected);
}
