import { cn } from '../../lib/cn';

/** Props of {@link CoverImage}. */
export interface CoverImageProps {
  src: string | undefined;
  /** Its box in the layout: shape, width, rounding, when it shows. The picture is cropped to fill it. */
  className: string;
  /** Lazy unless said (a list's first pictures load at once: `pictureLoading`). */
  loading?: 'eager' | 'lazy' | undefined;
}

/**
 * The cover picture of a card or a row. Decorative (`alt=""`): the item's title stands beside it as text, so
 * a screen reader would only read the title twice.
 */
export function CoverImage({ src, className, loading = 'lazy' }: CoverImageProps) {
  return <img src={src} alt="" loading={loading} className={cn(className, 'object-cover')} />;
}
