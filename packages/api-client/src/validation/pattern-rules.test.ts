import { describe, expect, it } from 'vitest';
import { isEmail } from './is-email';
import { idCardCheckCharacter, isIdCard } from './is-id-card';
import { isUrl } from './is-url';
import {
  isAccount,
  isChinese,
  isDigits,
  isMobilePhone,
  isNonNegativeInteger,
  isOneDecimal,
  isPassword,
  isPhoneOrLandline,
  isPositiveInteger,
} from './pattern-rules';

const table: [string, (value: string) => boolean, string[], string[]][] = [
  ['isDigits', isDigits, ['0', '123', '007'], ['', '12a', '1.5', '-1', ' 1', '１２']],
  [
    'isMobilePhone',
    isMobilePhone,
    ['13812345678', '19912345678', '15000000000'],
    ['12812345678', '1381234567', '138123456789', '23812345678', '138-1234-5678', '+8613812345678', ''],
  ],
  [
    'isPhoneOrLandline',
    isPhoneOrLandline,
    ['13812345678', '010-12345678', '0375-1234567', '037512345678', '12345678', '1234567', '010-12345678-123'],
    ['12812345678', '010-123456', '123456', '010-1234567890', 'abc', '', '0-12345678'],
  ],
  ['isNonNegativeInteger', isNonNegativeInteger, ['0', '1', '120'], ['', '-1', '01', '1.0', '1e3', ' 1']],
  ['isPositiveInteger', isPositiveInteger, ['1', '99', '100000'], ['0', '', '-3', '01', '2.5']],
  ['isOneDecimal', isOneDecimal, ['0', '3', '3.5', '0.1', '120.0'], ['3.25', '.5', '3.', '-1.5', '01.5', 'a', '']],
  ['isChinese', isChinese, ['中文', '叶县', '𠀀'], ['中文a', '中 文', '中文。', 'abc', '']],
  [
    'isPassword',
    isPassword,
    ['abc12345', 'A1@bcdef', 'a123456789012345', '12345678a'],
    ['abcdefgh', '12345678', 'abc1234', 'a1234567890123456', 'abc 12345', 'abc#12345', '@@@@@@@1', ''],
  ],
  ['isAccount', isAccount, ['admin', 'User01', '7'], ['', 'user_01', 'user 1', '用户', 'a-b']],
  [
    'isUrl',
    isUrl,
    [
      'http://www.example.com',
      'https://example.com/a?b=c#d',
      'http://127.0.0.1:8080/x',
      'https://xn--fiqs8s.xn--fiqs8s',
    ],
    [
      'ftp://example.com',
      'example.com',
      'http://localhost',
      'http://ex ample.com',
      'http://256.1.1.1',
      'http://a.com:0',
    ],
  ],
  [
    'isEmail',
    isEmail,
    ['a@b.cn', 'first.last+tag@school.edu.cn', 'x_y%z@mail-1.example.com'],
    ['a@b', 'a@b.c', '.a@b.com', 'a..b@c.com', 'a.@b.com', 'a@-b.com', 'a b@c.com', '用户@例子.公司', ''],
  ],
  [
    'isIdCard',
    isIdCard,
    ['11010519491231002X', '11010519491231002x', '440524188001010014', '130503670401001'],
    [
      '110105194912310021',
      '11010519491331002X',
      '11010519490230002X',
      '1101051949123100',
      '01010519491231002X',
      '130503671301001',
      '',
    ],
  ],
];

describe.each(table)('%s', (_name, rule, valid, invalid) => {
  it.each(valid)('accepts %j', (value) => {
    expect(rule(value)).toBe(true);
  });
  it.each(invalid)('rejects %j', (value) => {
    expect(rule(value)).toBe(false);
  });
});

describe('idCardCheckCharacter (GB 11643)', () => {
  it.each([
    ['11010519491231002', 'X'],
    ['44052418800101001', '4'],
    ['11010119900307387', 'X'], // 222 mod 11 = 2, worked by hand
  ])('%s → %s', (first17, check) => {
    expect(idCardCheckCharacter(first17)).toBe(check);
  });
});
