/**
 * Reduces a location to the path the route table uses: no query or hash, no trailing slash,
 * and `/` as `/index` because the portal redirects it there (SPEC §2).
 */
export function normalizeSectionPath(pathname: string): string {
  const withoutSuffix = pathname.split(/[?#]/, 1)[0] ?? '';
  const trimmed = withoutSuffix.replace(/\/+$/, '');
  if (trimmed === '') return '/index';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
