import { Fragment } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';

/** Where a detail screen sits: 首页 / its section / the current page. */
export function Breadcrumb({
  trail,
  current,
  className,
}: {
  trail: readonly { label: string; href: string }[];
  current: string;
  className?: string;
}) {
  return (
    <nav aria-label="位置" className={cn('text-sm text-muted', className)}>
      {[{ label: '首页', href: paths.home.getHref() }, ...trail].map((step) => (
        <Fragment key={step.href}>
          <Link href={step.href} className="hover:text-brand-600">
            {step.label}
          </Link>
          <span className="mx-2">/</span>
        </Fragment>
      ))}
      <span>{current}</span>
    </nav>
  );
}
