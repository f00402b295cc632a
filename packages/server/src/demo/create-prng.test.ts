import { describe, expect, it } from 'vitest';
import { createPrng } from './create-prng';

describe('createPrng', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createPrng(42);
    const b = createPrng(42);
    const first = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(first);
  });

  it('differs between seeds', () => {
    expect(createPrng(1).next()).not.toBe(createPrng(2).next());
  });

  it.each([
    [0, 0],
    [1, 6],
    [-3, 3],
  ])('int(%i, %i) stays in range', (min, max) => {
    const prng = createPrng(7);
    for (let i = 0; i < 500; i++) {
      const value = prng.int(min, max);
      expect(value).toBeGreaterThanOrEqual(min);
      expect(value).toBeLessThanOrEqual(max);
    }
  });

  it('samples distinct elements', () => {
    const picked = createPrng(3).sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(picked).size).toBe(4);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createPrng(1).pick([])).toThrow();
  });
});
