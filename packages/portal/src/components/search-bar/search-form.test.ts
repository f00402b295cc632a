import { createFormRule, requiredRule } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import type { SearchField, SearchValues } from './search-fields';
import {
  initialSearchValues,
  normalizeSearchValues,
  resetSearch,
  submitSearch,
  validateSearchValues,
} from './search-form';

const fields: SearchField[] = [
  { kind: 'input', prop: 'keyword', label: '关键词' },
  { kind: 'input', prop: 'phone', label: '电话', rules: [createFormRule('mobilePhone')] },
  { kind: 'number', prop: 'progress', label: '进度', min: 0, max: 100 },
  { kind: 'select', prop: 'type', label: '类型', options: [{ label: '新闻', value: '2' }], rules: [requiredRule()] },
  { kind: 'date-range', prop: 'startDate', endProp: 'endDate', label: '发布时间' },
  { kind: 'input', prop: 'secret', label: '隐藏', hidden: true, rules: [requiredRule()] },
];

describe('search form rules (SPEC §5)', () => {
  it('trims text inputs and leaves other fields as they are', () => {
    expect(normalizeSearchValues(fields, { keyword: '  春晓 ', phone: ' 13812345678', type: ' 2 ' })).toEqual({
      keyword: '春晓',
      phone: '13812345678',
      progress: '',
      type: ' 2 ',
      secret: '',
    });
  });

  it.each<{ values: SearchValues; errors: Record<string, string> }>([
    { values: { type: '2' }, errors: {} },
    { values: { type: '' }, errors: { type: '必填项不能为空' } },
    { values: { type: '2', phone: '123' }, errors: { phone: '请输入正确的手机号码' } },
    { values: { type: '2', progress: '101' }, errors: { progress: '不能大于 100' } },
    { values: { type: '2', progress: '-1' }, errors: { progress: '不能小于 0' } },
    { values: { type: '2', progress: 'abc' }, errors: { progress: '请输入数字' } },
    { values: { type: '2', progress: '0' }, errors: {} },
    { values: { type: '2', progress: '100' }, errors: {} },
  ])('validates $values', ({ values, errors }) => {
    expect(validateSearchValues(fields, values)).toEqual(errors);
  });

  it('searches from page 1 only when the form is valid, with trimmed values', () => {
    expect(submitSearch(fields, { keyword: ' 教研 ', type: '2' }, 20)).toEqual({
      ok: true,
      submission: {
        values: { keyword: '教研', phone: '', progress: '', type: '2', secret: '' },
        pageNum: 1,
        pageSize: 20,
      },
    });
    expect(submitSearch(fields, { keyword: '教研', type: '' })).toEqual({
      ok: false,
      errors: { type: '必填项不能为空' },
    });
  });

  it('gives a date range that asks for times 00:00:00 to 23:59:59 (SPEC §9)', () => {
    const timed: SearchField[] = [
      { kind: 'date-range', prop: 'beginTime', endProp: 'finishTime', label: '时间', withTime: true },
    ];
    expect(normalizeSearchValues(timed, { beginTime: '2026-03-01', finishTime: '2026-03-31' })).toEqual({
      beginTime: '2026-03-01 00:00:00',
      finishTime: '2026-03-31 23:59:59',
    });
    expect(normalizeSearchValues(timed, { beginTime: '', finishTime: '2026-03-31 12:00:00' })).toEqual({
      beginTime: '',
      finishTime: '2026-03-31 12:00:00',
    });
  });

  it('resets to the defaults from page 1', () => {
    expect(resetSearch(fields, { type: '2' })).toEqual({
      values: {
        keyword: '',
        phone: '',
        progress: '',
        type: '2',
        startDate: '',
        endDate: '',
        secret: '',
      },
      pageNum: 1,
      pageSize: 10,
    });
    expect(initialSearchValues([{ kind: 'input', prop: 'q', label: 'q' }])).toEqual({ q: '' });
  });
});
