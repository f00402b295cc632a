import { articleCreateInputSchema, personCreateInputSchema } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';

describe('fieldErrorsOf', () => {
  it.each([
    [
      'a person with every field wrong',
      personCreateInputSchema,
      { username: 'wang li', userName: '', phone: '123', roleId: '3', password: 'short' },
      {
        username: '账号只能包含字母和数字',
        userName: '必填项不能为空',
        phone: '请输入正确的手机号码',
        password: '密码为8-16位字母、数字或@，且必须同时包含字母和数字',
      },
    ],
    [
      'a good person',
      personCreateInputSchema,
      { username: 'wangli', userName: '王丽', phone: '', roleId: '3', password: 'abc12345' },
      {},
    ],
    [
      'an article without a title',
      articleCreateInputSchema,
      { kind: 'article', title: '  ' },
      { title: '必填项不能为空' },
    ],
    [
      'an article with a script cover',
      articleCreateInputSchema,
      { kind: 'article', title: '标题', cover: 'javascript:alert(1)' },
      { cover: 'URL地址不合法' },
    ],
  ])('%s', (_label, schema, values, expected) => {
    expect(fieldErrorsOf(schema, values)).toEqual(expected);
  });
});
