/**
 * `edu-assistant.js`, the script-tag entry: a few KB that decide whether any `<edu-assistant>` on
 * the page should show (path rules and allowed users, the same pure functions the element uses)
 * and only then import the element chunk, relative to this file's URL. Checked again on every SPA
 * navigation, when elements or their attributes change, and when a host sets `user`.
 */
import { subscribeNavigation } from '../element/subscribe-navigation';
import { isPathAllowed, isUserAllowed, parseRuleList } from '../logic/path-rules';

const TAG = 'edu-assistant';
const STASH = Symbol.for('edu-assistant.early-user');
type EarlyElement = Element & { user?: unknown; [STASH]?: unknown };

let loading: Promise<unknown> | undefined;

function uidOf(element: EarlyElement): string | undefined {
  const user = element.user;
  if (user && typeof user === 'object' && 'uid' in user) {
    const { uid } = user as { uid: unknown };
    if (typeof uid === 'string' || typeof uid === 'number') return String(uid);
  }
  return element.getAttribute('uid') ?? undefined;
}

function shows(element: EarlyElement): boolean {
  const rules = {
    include: parseRuleList(element.getAttribute('include')),
    exclude: parseRuleList(element.getAttribute('exclude')),
  };
  return (
    isPathAllowed(window.location.pathname, rules) &&
    isUserAllowed(uidOf(element), parseRuleList(element.getAttribute('allowed-users')))
  );
}

/** Until the element is defined, a `user` set by the host is caught here so it can trigger a check. */
function watchUser(element: EarlyElement) {
  if (Object.hasOwn(element, 'user') && !(STASH in element)) {
    element[STASH] = element.user;
    delete element.user;
  }
  if (Object.getOwnPropertyDescriptor(element, 'user')) return;
  if (!(STASH in element)) element[STASH] = undefined;
  Object.defineProperty(element, 'user', {
    configurable: true,
    enumerable: true,
    get: () => element[STASH],
    set: (value: unknown) => {
      element[STASH] = value;
      check();
    },
  });
}

function check() {
  if (loading || customElements.get(TAG)) return;
  const elements = Array.from(document.getElementsByTagName(TAG)) as EarlyElement[];
  for (const element of elements) watchUser(element);
  if (elements.some(shows)) {
    loading = import('./element-entry').catch((error: unknown) => {
      loading = undefined;
      console.error('[edu-assistant] could not load the assistant', error);
    });
  }
}

check();
subscribeNavigation(check);
new MutationObserver(check).observe(document.documentElement, {
  childList: true,
  subtree: true,
  attributes: true,
  attributeFilter: ['include', 'exclude', 'allowed-users', 'uid'],
});
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', check, { once: true });
