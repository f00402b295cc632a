import { describe, expect, it } from 'vitest';
import { remToPx } from './rem-to-px';

describe('remToPx', () => {
  it.each([
    ['.p-4{padding:1rem}', '.p-4{padding:16px}'],
    ['--spacing:.25rem;', '--spacing:4px;'],
    ['margin:-0.5rem 1.5rem', 'margin:-8px 24px'],
    ['calc(var(--spacing)*4)', 'calc(var(--spacing)*4)'],
    ['font-size:1.2em;width:10remx', 'font-size:1.2em;width:10remx'],
    ['.rem{x:1}', '.rem{x:1}'],
  ])('%s → %s', (input, expected) => {
    expect(remToPx(input)).toBe(expected);
  });
});
