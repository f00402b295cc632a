import { cn } from '../../lib/cn';

/** The badge drawn without a picture: white on the brand colour, or the brand colour on its pale tint. */
type AvatarTone = 'brand' | 'pale';

const TONES: Record<AvatarTone, { picture: string; initial: string }> = {
  brand: { picture: 'bg-brand-50', initial: 'bg-brand-600 text-white' },
  pale: { picture: '', initial: 'bg-brand-100 text-brand-700' },
};

/**
 * An {@link Avatar}'s classes for a round avatar of one size (`size-16`), the initial in one text size
 * (`text-2xl`) and one tone: the picture and the badge then always share size and shape.
 */
export function avatarClasses(size: string, textSize: string, tone: AvatarTone) {
  const { picture, initial } = TONES[tone];
  return {
    pictureClassName: cn(size, 'shrink-0 rounded-full', picture, 'object-cover'),
    initialClassName: cn('flex', size, 'shrink-0 items-center justify-center rounded-full', initial, textSize),
  };
}
