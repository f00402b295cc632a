import { describe, expect, it } from 'vitest';
import { createStreamSlots } from './stream-slots';

describe('createStreamSlots', () => {
  it('gives each user up to the limit, and a released slot once only', () => {
    const slots = createStreamSlots(2);
    const first = slots.acquire('a');
    const second = slots.acquire('a');
    expect(first && second).toBeTruthy();
    expect(slots.acquire('a')).toBeUndefined();
    expect(slots.acquire('b')).toBeDefined();
    first?.();
    first?.();
    expect(slots.openCount('a')).toBe(1);
    expect(slots.acquire('a')).toBeDefined();
    expect(slots.acquire('a')).toBeUndefined();
  });
});
