import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './parse-retry-after';

const NOW = Date.parse('Thu, 15 Jan 2026 08:30:00 GMT');

describe('parseRetryAfter', () => {
  it.each<[string, string | readonly string[] | undefined, number | undefined]>([
    ['delay-seconds', '20', 20],
    ['delay-seconds with spaces', ' 7 ', 7],
    ['zero (still refused)', '0', 1],
    ['an HTTP-date', 'Thu, 15 Jan 2026 08:30:45 GMT', 45],
    ['an HTTP-date between seconds', 'Thu, 15 Jan 2026 08:30:44 GMT', 44],
    ['an HTTP-date in the past', 'Thu, 15 Jan 2026 08:00:00 GMT', 1],
    ['a value beyond a day', '999999', 86_400],
    ['the first of repeated headers', ['5', '9'], 5],
    ['no header', undefined, undefined],
    ['an empty header', '', undefined],
    ['a negative number', '-5', undefined],
    ['a fraction', '1.5', undefined],
    ['text', 'soon', undefined],
  ])('reads %s', (_name, header, expected) => {
    expect(parseRetryAfter(header, NOW)).toBe(expected);
  });
});
