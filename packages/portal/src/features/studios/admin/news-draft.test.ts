import { describe, expect, it } from 'vitest';
import { coverUrlOf, type NewsDraft, newsInputOf, validateNewsDraft, visibleTextOf } from './news-draft';

const draft = (fields: Partial<NewsDraft>): NewsDraft => ({
  title: '工作室开展研讨',
  summary: '',
  cover: '',
  content: '<p>正文</p>',
  ...fields,
});

describe('validateNewsDraft', () => {
  it.each([
    [{}, {}],
    [{ title: '   ' }, { title: '必填项不能为空' }],
    [{ title: '字'.repeat(201) }, { title: '标题不能超过 200 个字' }],
    [{ summary: '字'.repeat(501) }, { summary: '摘要不能超过 500 个字' }],
    [{ content: '<p><br></p>' }, { content: '必填项不能为空' }],
    [{ content: '<p>&nbsp;</p>' }, { content: '必填项不能为空' }],
    [{ content: `<p>${'字'.repeat(50_001)}</p>` }, { content: '正文过长，请删减后再保存' }],
  ])('checks %j', (fields, errors) => {
    expect(validateNewsDraft(draft(fields))).toEqual(errors);
  });
});

describe('visibleTextOf', () => {
  it.each([
    ['<p>a<strong>b</strong></p>', 'ab'],
    ['<h3></h3><ul><li></li></ul>', ''],
  ])('reads %s as %j', (html, text) => {
    expect(visibleTextOf(html)).toBe(text);
  });
});

describe('newsInputOf', () => {
  it('trims the text fields and keeps the body as written', () => {
    expect(newsInputOf(draft({ title: ' 标题 ', summary: ' 摘要 ' }))).toEqual({
      title: '标题',
      summary: '摘要',
      cover: '',
      content: '<p>正文</p>',
    });
  });
});

describe('coverUrlOf', () => {
  it('builds the download path of a stored upload, each segment encoded', () => {
    expect(coverUrlOf('uploads/10004/ab-1/封面 图.png')).toBe(
      '/resource_api/storage/files/uploads/10004/ab-1/%E5%B0%81%E9%9D%A2%20%E5%9B%BE.png',
    );
  });
});
