import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { CoverImage } from './cover-image';

/** Props of {@link CoverFrame}. */
export interface CoverFrameProps {
  cover: string | undefined;
  /** The frame's shape (`aspect-[4/3]`, `aspect-[16/9]`). */
  aspect: string;
  loading?: 'eager' | 'lazy' | undefined;
  /** Laid over the picture, positioned by the caller (a state, "视频"). */
  badge?: ReactNode;
}

/**
 * A cover in a tinted frame of a fixed shape: the tint stands where an item has no cover, so a grid keeps
 * its rows even.
 */
export function CoverFrame({ cover, aspect, loading, badge }: CoverFrameProps) {
  return (
    <span className={cn('relative block bg-brand-50', aspect)}>
      {cover ? <CoverImage src={cover} loading={loading} className="size-full" /> : null}
      {badge}
    </span>
  );
}
