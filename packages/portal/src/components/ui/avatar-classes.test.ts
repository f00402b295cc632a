import { describe, expect, it } from 'vitest';
import { avatarClasses } from './avatar-classes';

describe('avatarClasses', () => {
  it.each([
    [
      'size-16',
      'text-2xl',
      'brand',
      'size-16 shrink-0 rounded-full bg-brand-50 object-cover',
      'flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white text-2xl',
    ],
    [
      'size-14',
      'text-xl',
      'pale',
      'size-14 shrink-0 rounded-full object-cover',
      'flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 text-xl',
    ],
  ] as const)('gives a %s avatar in %s, %s tone, one size and shape', (size, textSize, tone, picture, initial) => {
    expect(avatarClasses(size, textSize, tone)).toEqual({ pictureClassName: picture, initialClassName: initial });
  });
});
