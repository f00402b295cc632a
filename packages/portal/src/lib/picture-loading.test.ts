import { describe, expect, it } from 'vitest';
import { EAGER_LIST_PICTURES } from '../config/constants';
import { pictureLoading } from './picture-loading';

describe('pictureLoading', () => {
  it('loads the first screen of a list at once and the rest lazily', () => {
    const loadings = Array.from({ length: EAGER_LIST_PICTURES + 2 }, (_, index) => pictureLoading(index));
    expect(loadings.slice(0, EAGER_LIST_PICTURES).every((loading) => loading === 'eager')).toBe(true);
    expect(loadings.slice(EAGER_LIST_PICTURES)).toEqual(['lazy', 'lazy']);
  });
});
