import { describe, expect, it } from 'vitest';
import { mediaTypeOf, stepPicture } from './media-type';

describe('mediaTypeOf', () => {
  it.each([
    ['', 'album'],
    ['type=album', 'album'],
    ['type=video', 'video'],
    ['type=VIDEO', 'album'],
    ['id=3&type=video', 'video'],
    ['type=other', 'album'],
  ])('%j → %s', (search, expected) => {
    expect(mediaTypeOf(search)).toBe(expected);
  });
});

describe('stepPicture', () => {
  it.each([
    [0, 1, 6, 1],
    [4, 1, 6, 5],
    [5, 1, 6, 5],
    [1, -1, 6, 0],
    [0, -1, 6, 0],
    [0, 1, 1, 0],
    [0, 1, 0, 0],
  ] as const)('from %i by %i of %i → %i', (index, step, count, expected) => {
    expect(stepPicture(index, step, count)).toBe(expected);
  });
});
