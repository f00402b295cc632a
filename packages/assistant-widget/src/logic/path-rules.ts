/**
 * Where the assistant shows (SPEC §2, reading A): a non-empty include list decides alone;
 * otherwise the exclude list hides the matching paths; with both empty it shows everywhere.
 */
export interface PathRules {
  include: readonly string[];
  exclude: readonly string[];
}

/** Splits a comma-separated attribute value into trimmed, non-empty entries. */
export function parseRuleList(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

function normalizePath(path: string): string {
  if (path.length > 1 && path.endsWith('/')) return path.replace(/\/+$/, '') || '/';
  return path;
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${escaped}$`);
}

/**
 * True when `pathname` matches one entry: an exact path (which also covers its sub-paths:
 * `/zhsj` matches `/zhsj/article/3` but not `/zhsjx`), or a pattern in which `*` stands for
 * any run of characters, `/` included (`/contest/*`, `*three-*`).
 */
export function matchesPathEntry(pathname: string, entry: string): boolean {
  const path = normalizePath(pathname);
  if (entry.includes('*')) return patternToRegExp(entry).test(path);
  const rule = normalizePath(entry);
  if (rule === '/') return true;
  return path === rule || path.startsWith(`${rule}/`);
}

/** Applies the include/exclude rules to a pathname. */
export function isPathAllowed(pathname: string, rules: PathRules): boolean {
  if (rules.include.length > 0) return rules.include.some((entry) => matchesPathEntry(pathname, entry));
  return !rules.exclude.some((entry) => matchesPathEntry(pathname, entry));
}

/**
 * SPEC §2 reading B: when an allow-list of uids is set, only those users see the button
 * (an anonymous visitor does not); an empty list lets everyone through.
 */
export function isUserAllowed(uid: string | undefined, allowedUsers: readonly string[]): boolean {
  if (allowedUsers.length === 0) return true;
  return uid !== undefined && uid !== '' && allowedUsers.includes(uid);
}
