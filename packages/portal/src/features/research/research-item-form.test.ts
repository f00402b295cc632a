import { describe, expect, it } from 'vitest';
import {
  EMPTY_ITEM_FORM,
  type ItemFormValues,
  isBlankHtml,
  toItemBody,
  toItemFormValues,
  validateItemForm,
} from './research-item-form';

const news: ItemFormValues = { ...EMPTY_ITEM_FORM, title: '教研通知', content: '<p>正文</p>' };
const activity: ItemFormValues = { ...news, startDate: '2026-12-01', location: '叶县实验学校' };

describe('isBlankHtml', () => {
  it.each([
    ['', true],
    ['<p><br></p>', true],
    ['<p>&nbsp; </p>', true],
    ['<p>\u00a0</p>', true],
    ['<p>字</p>', false],
    ['<p><img src="/a.png"></p>', false],
  ])('%j → %s', (html, blank) => {
    expect(isBlankHtml(html)).toBe(blank);
  });
});

describe('validateItemForm', () => {
  it.each<[string, ItemFormValues, 'news' | 'activity', Record<string, string>]>([
    ['a complete news item', news, 'news', {}],
    ['a complete activity', activity, 'activity', {}],
    ['a news item needs no date or place', { ...news, startDate: '', location: '' }, 'news', {}],
    ['a blank title', { ...news, title: '   ' }, 'news', { title: '必填项不能为空' }],
    ['an emptied body', { ...news, content: '<p><br></p>' }, 'news', { content: '必填项不能为空' }],
    ['a title over 200', { ...news, title: '题'.repeat(201) }, 'news', { title: '最多 200 个字' }],
    ['a summary over 500', { ...news, summary: '要'.repeat(501) }, 'news', { summary: '最多 500 个字' }],
    [
      'a body over 50 000 characters',
      { ...news, content: `<p>${'字'.repeat(50_000)}</p>` },
      'news',
      { content: '正文过长，请删减后再保存' },
    ],
    [
      'an activity without date and place',
      { ...activity, startDate: '', location: ' ' },
      'activity',
      { startDate: '必填项不能为空', location: '必填项不能为空' },
    ],
    [
      'an activity with a malformed date',
      { ...activity, startDate: '2026/12/01' },
      'activity',
      { startDate: '请选择正确的日期' },
    ],
    ['a place over 200', { ...activity, location: '地'.repeat(201) }, 'activity', { location: '最多 200 个字' }],
  ])('%s', (_name, values, kind, errors) => {
    expect(validateItemForm(values, kind)).toEqual(errors);
  });
});

describe('toItemBody', () => {
  it('trims the text and leaves out the activity fields for news', () => {
    expect(toItemBody({ ...news, title: ' 标题 ', summary: ' 摘要 ', startDate: '2026-12-01' }, 'news')).toEqual({
      title: '标题',
      summary: '摘要',
      content: '<p>正文</p>',
      cover: '',
    });
  });
  it("keeps an activity's date and place", () => {
    expect(toItemBody({ ...activity, location: ' 叶县实验学校 ' }, 'activity')).toMatchObject({
      startDate: '2026-12-01',
      location: '叶县实验学校',
    });
  });
});

describe('toItemFormValues', () => {
  it('fills what the item lacks with empty text', () => {
    expect(toItemFormValues({ title: '标题', content: '<p>x</p>' })).toEqual({
      ...EMPTY_ITEM_FORM,
      title: '标题',
      content: '<p>x</p>',
    });
  });
});
