import { EAGER_LIST_PICTURES } from '../config/constants';

/** How the picture of a list's `index`-th item loads: the first few at once, the rest as they near the screen. */
export function pictureLoading(index: number): 'eager' | 'lazy' {
  return index < EAGER_LIST_PICTURES ? 'eager' : 'lazy';
}
