import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';

/**
 * A link to a server-given address: in-portal paths navigate within the app, http(s) addresses open in a
 * new tab, anything else (an empty or unsafe address) renders no link at all. `opens` overrides the tab
 * where the server says how an item opens (an application's 打开方式, issue 32).
 */
export function SmartLink({
  href,
  children,
  opens,
  ...rest
}: { href: string; children: ReactNode; opens?: 'self' | 'blank' | undefined } & Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href'
>) {
  const inPortal = href.startsWith('/') && !href.startsWith('//');
  if ((inPortal && opens === 'blank') || (/^https?:\/\//i.test(href) && opens === 'self')) {
    return (
      <a href={href} {...(opens === 'blank' ? { target: '_blank', rel: 'noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  if (inPortal) {
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
