import { describe, expect, it } from 'vitest';
import { maskPersonalData } from './mask-personal-data';

describe('maskPersonalData', () => {
  it.each([
    ['a mobile number in Chinese text', '我的电话是13803751201，请回电', '我的电话是[手机号]，请回电', ['phone']],
    ['a mobile number with +86', '号码 +86 13903752202', '号码 [手机号]', ['phone']],
    ['an 18-character ID card', '身份证 11010519491231002X 丢了', '身份证 [身份证号] 丢了', ['idCard']],
    ['a 15-digit ID card', '旧号码 110105491231002', '旧号码 [身份证号]', ['idCard']],
    ['an e-mail address', '发到 li.zixuan@example.com 就行', '发到 [邮箱] 就行', ['email']],
    ['the user name', '我叫李子轩，今年十四岁', '我叫[姓名]，今年十四岁', ['name']],
    [
      'several kinds, in the labels order',
      '李子轩 a@b.cn 13803751201',
      '[姓名] [邮箱] [手机号]',
      ['phone', 'email', 'name'],
    ],
  ])('masks %s', (_label, text, expected, kinds) => {
    expect(maskPersonalData(text, { names: ['李子轩'] })).toEqual({ text: expected, found: kinds });
  });

  it.each([
    ['a number with a second digit below 3', '订单 12803751201'],
    ['a phone-shaped run inside a longer number', '编号 2138037512019'],
    ['an 18-digit number whose check digit is wrong', '110105194912310021'],
    ['an 18-digit number without a real birth date', '110105194913310029'],
    ['a fraction', '3/4 + 1/8 等于多少'],
    ['an at-sign without a domain', '@老师 你好'],
  ])('leaves %s alone', (_label, text) => {
    expect(maskPersonalData(text)).toEqual({ text, found: [] });
  });

  it('ignores one-character names, which would mask ordinary words', () => {
    expect(maskPersonalData('王老师好', { names: ['王'] })).toEqual({ text: '王老师好', found: [] });
  });
});
