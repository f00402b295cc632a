import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { orAbsent } from './or-absent';

describe('orAbsent', () => {
  const record = z.looseObject({ text: orAbsent(z.string()), list: orAbsent(z.array(z.number())) });

  it.each([
    ['a fitting value', { text: 'a', list: [1] }, { text: 'a', list: [1] }],
    ['absent fields', {}, {}],
    ['undefined fields', { text: undefined, list: undefined }, { text: undefined, list: undefined }],
    ['null', { text: null, list: null }, { text: undefined, list: undefined }],
    ['a wrong type', { text: 5, list: 'x' }, { text: undefined, list: undefined }],
    ['a wrong item', { text: 'a', list: [1, 'two'] }, { text: 'a', list: undefined }],
    ['unknown keys kept', { text: 'a', extra: true }, { text: 'a', extra: true }],
  ])('%s', (_label, input, expected) => {
    expect(record.parse(input)).toEqual(expected);
  });

  it('applies the inner transform when the value fits', () => {
    const length = orAbsent(
      z.pipe(
        z.string(),
        z.transform((text) => text.length),
      ),
    );
    expect(z.parse(length, 'abc')).toBe(3);
    expect(z.parse(length, 3)).toBeUndefined();
  });
});
