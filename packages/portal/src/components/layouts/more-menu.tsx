import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { SiteSection } from '../../config/site-sections';
import { cn } from '../../lib/cn';
import { isActiveNavHref } from '../../lib/site/nav-menu';

/**
 * The navigation bar's 更多: the sections the server's nav items leave out, as a disclosure (WAI-ARIA's
 * disclosure navigation pattern: a button and a list of links, not an ARIA menu). It closes on Escape, a
 * click or focus outside it, and a chosen link. Written here rather than on the Radix popover: every page's
 * first chunk carries the navigation bar, and a visitor never needs the popover's code.
 */
export function MoreMenu({ sections, pathname }: { sections: readonly SiteSection[]; pathname: string }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const active = sections.some((section) => isActiveNavHref(section.href, pathname));

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          'flex items-center gap-1 rounded-md px-2.5 py-2 xl:px-1.5 text-[15px] whitespace-nowrap transition-colors',
          active ? 'bg-white font-semibold text-brand-800' : 'text-white/90 hover:bg-white/10 hover:text-white',
        )}
      >
        更多
        <svg aria-hidden="true" viewBox="0 0 12 12" className={cn('size-3 transition-transform', open && 'rotate-180')}>
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-[900] mt-2 grid w-[420px] grid-cols-2 gap-1 rounded-xl border border-slate-100 bg-white p-2 text-ink shadow-xl"
      >
        {sections.map((section) => {
          const current = isActiveNavHref(section.href, pathname);
          // The link holds the title alone (its name); it covers the item, so the line under it is clicked too.
          return (
            <li
              key={section.href}
              className={cn('relative rounded-lg px-3 py-2', current ? 'bg-brand-50' : 'hover:bg-brand-50')}
            >
              <Link
                href={section.href}
                onClick={() => setOpen(false)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'block text-[15px] after:absolute after:inset-0 after:rounded-lg',
                  current ? 'font-semibold text-brand-700' : 'font-medium',
                )}
              >
                {section.title}
              </Link>
              <span className="block text-xs text-muted">{section.summary}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
