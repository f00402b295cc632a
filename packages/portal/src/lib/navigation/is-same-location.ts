/**
 * SPEC §2: navigating to the route already shown is ignored. True when `target` names the current
 * path and query (a trailing `?` or a different hash does not make it another route).
 */
export function isSameLocation(target: string, current: { pathname: string; search: string }): boolean {
  const url = new URL(target, 'http://portal.invalid');
  const search = (value: string) => value.replace(/^\?/, '');
  return url.pathname === current.pathname && search(url.search) === search(current.search);
}
