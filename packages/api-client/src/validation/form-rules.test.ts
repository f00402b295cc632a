import { describe, expect, it } from 'vitest';
import { createFormRule, FORM_RULE_CHECKS, type FormRuleKind, requiredRule } from './form-rules';
import { maskPhone } from './mask-phone';

const samples: Record<FormRuleKind, [valid: string, invalid: string, message: string]> = {
  url: ['https://example.com', 'not a url', 'URL地址不合法'],
  digits: ['123', '12a', '请输入纯数字'],
  mobilePhone: ['13812345678', '12812345678', '请输入正确的手机号码'],
  phoneOrLandline: ['010-12345678', '010-123', '请输入正确的电话号码'],
  email: ['a@b.cn', 'a@b', '请输入正确的邮箱地址'],
  nonNegativeInteger: ['0', '-1', '请输入非负整数'],
  positiveInteger: ['1', '0', '请输入正整数'],
  oneDecimal: ['1.5', '1.55', '最多保留一位小数'],
  chinese: ['中文', 'abc', '只能输入中文'],
  idCard: ['11010519491231002X', '110105194912310021', '请输入正确的身份证号码'],
  password: ['abc12345', 'abcdefgh', '密码为8-16位字母、数字或@，且必须同时包含字母和数字'],
  account: ['admin1', 'admin_1', '账号只能包含字母和数字'],
};

describe('createFormRule', () => {
  it('has a sample for every rule', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(FORM_RULE_CHECKS).sort());
  });

  describe.each(Object.entries(samples) as [FormRuleKind, [string, string, string]][])(
    '%s',
    (kind, [valid, invalid, message]) => {
      it('passes a valid value (trimmed first)', () => {
        expect(createFormRule(kind)(` ${valid} `)).toBeUndefined();
      });
      it(`fails an invalid value with '${message}'`, () => {
        expect(createFormRule(kind)(invalid)).toBe(message);
      });
      it.each([[''], ['   '], [null], [undefined]])('lets an optional empty %j pass', (empty) => {
        expect(createFormRule(kind)(empty)).toBeUndefined();
      });
      it('fails a required empty value with 必填项不能为空', () => {
        expect(createFormRule(kind, { required: true })('')).toBe('必填项不能为空');
      });
    },
  );

  it('accepts numbers and a custom message', () => {
    expect(createFormRule('positiveInteger')(12)).toBeUndefined();
    expect(createFormRule('positiveInteger', { message: '数量须为正整数' })(0)).toBe('数量须为正整数');
  });
});

describe('requiredRule', () => {
  it.each([
    ['', '必填项不能为空'],
    ['  ', '必填项不能为空'],
    [null, '必填项不能为空'],
    [0, undefined],
    ['x', undefined],
  ])('%j → %j', (value, expected) => {
    expect(requiredRule()(value)).toBe(expected);
  });
});

describe('maskPhone', () => {
  it.each([
    ['13812345678', '138****5678'],
    ['19900001111', '199****1111'],
    ['12812345678', '12812345678'],
    ['1381234567', '1381234567'],
    ['010-12345678', '010-12345678'],
    ['', ''],
    ['abcdefghijk', 'abcdefghijk'],
  ])('%j → %j', (input, output) => {
    expect(maskPhone(input)).toBe(output);
  });
});
