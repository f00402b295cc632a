import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';

/**
 * A link to a server-given address: in-portal paths navigate within the app, http(s) addresses open in a
 * new tab, anything else (an empty or unsafe address) renders no link at all.
 */
export function SmartLink({
  href,
  children,
  ...rest
}: { href: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link href={href} {...rest}>
        {children}
      </Link>
    );
  }
  if (/^https?:\/\//i.test(href)) {
    return (
      <a href={href} target="_blank" rel="noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return <span className={rest.className}>{children}</span>;
}
