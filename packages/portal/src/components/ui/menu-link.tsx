import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn';

/**
 * A link of a menu or tab row that marks the page shown: `aria-current="page"` and the brand colour; the
 * others take `idleClassName`. `className` is the link's shape, shared by both states.
 */
export function MenuLink({
  href,
  current,
  className,
  idleClassName = 'text-ink hover:bg-brand-50',
  children,
}: {
  href: string;
  current: boolean;
  className: string;
  idleClassName?: string;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className={cn(className, current ? 'bg-brand-600 text-white' : idleClassName)}
    >
      {children}
    </Link>
  );
}
