import { SmartLink } from './smart-link';

/** A link among chips: its key in the list, its address (a path of ours or another site's), its text. */
export interface LinkChip {
  key: string;
  href: string;
  label: string;
}

type LinkChipsLook = 'outline' | 'solid';

const LOOKS: Record<LinkChipsLook, string> = {
  outline:
    'inline-block rounded-lg border border-slate-200 px-4 py-2 text-sm text-ink hover:border-brand-500 hover:text-brand-600',
  solid: 'inline-block rounded-lg bg-brand-600 px-5 py-2 text-white hover:bg-brand-700',
};

/**
 * A wrapping row of links drawn as chips: `outline` for links among content (the home page's friendly
 * links), `solid` for entries that stand out (the workbench's administrations).
 */
export function LinkChips({ links, look }: { links: readonly LinkChip[]; look: LinkChipsLook }) {
  return (
    <ul className="flex flex-wrap gap-3">
      {links.map((link) => (
        <li key={link.key}>
          <SmartLink href={link.href} className={LOOKS[look]}>
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
