/**
 * A person's picture, or, without one, the first character of their name in a round badge (hidden from
 * screen readers: the name is always written beside it). Each place gives its own size and colours.
 */
export function Avatar({
  src,
  name,
  pictureClassName,
  initialClassName,
  loading,
}: {
  src: string | null | undefined;
  name: string;
  /** The classes of the picture. */
  pictureClassName: string;
  /** The classes of the badge drawn without a picture. */
  initialClassName: string;
  loading?: 'lazy';
}) {
  return src ? (
    <img src={src} alt="" loading={loading} className={pictureClassName} />
  ) : (
    <span aria-hidden="true" className={initialClassName}>
      {name.slice(0, 1)}
    </span>
  );
}
