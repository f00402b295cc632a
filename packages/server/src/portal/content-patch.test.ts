import { describe, expect, it } from 'vitest';
import { contentPatch } from './content-patch';

describe('contentPatch', () => {
  it.each([
    [{}, {}],
    [{ title: '新标题' }, { title: '新标题' }],
    [{ content: '正文' }, { body: '正文' }],
    [
      { title: 't', summary: 's', content: 'c', cover: 'x.svg' },
      { title: 't', summary: 's', body: 'c', cover: 'x.svg' },
    ],
    [{ title: undefined, summary: '' }, { summary: '' }],
  ])('%j → %j', (edit, columns) => {
    expect(contentPatch(edit)).toEqual(columns);
  });
});
