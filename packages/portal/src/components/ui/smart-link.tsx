import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import { linkTargetOf } from '../../lib/navigation/link-target';

/**
 * A link to a server-given address: in-portal paths navigate within the app, http(s) addresses open in a
 * new tab (without a handle on this page), anything else (an empty or unsafe address) renders no link at all.
 */
export function SmartLink({
  href,
  children,
  ...rest
}: { href: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const target = linkTargetOf(href);
  if (target.kind === 'route') {
    return (
      <Link href={target.href} {...rest}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return <span className={rest.className}>{children}</span>;
}
