/** Where a server-given address leads. */
export type LinkTarget =
  /** A page of the portal: opened in place by the router. */
  | { kind: 'route'; href: string }
  /** Another site: opened in a new tab. */
  | { kind: 'external'; href: string }
  /** No address, or one the portal will not follow (`javascript:`, `//host`, a bare word…). */
  | { kind: 'none' };

/**
 * Classifies an address from the server (an app's, a banner's, a link's): a path of ours (`/…`, not `//…`)
 * is a route; an `http(s)://` address is another site; anything else is no link at all, so a page never
 * renders a script URL or a protocol-relative address as something to click.
 */
export function linkTargetOf(address: string | null | undefined): LinkTarget {
  const href = address?.trim() ?? '';
  if (href.startsWith('/') && !href.startsWith('//') && !href.includes('\\')) return { kind: 'route', href };
  if (/^https?:\/\/[^/\\]/i.test(href)) return { kind: 'external', href };
  return { kind: 'none' };
}
