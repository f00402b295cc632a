import { describe, expect, it } from 'vitest';
import { withAiLabel } from './ai-label';
import { maskedKindsIn, maskedNotice } from './masked-kinds';

describe('maskedKindsIn', () => {
  it('names what the questions of a conversation hold, once, in a fixed order', () => {
    const messages = [
      { role: 'user', content: '我是李子轩，电话 13903752202' },
      { role: 'assistant', content: '好的，13903752202 已记下' },
      { role: 'user', content: '再说一遍 13903752202' },
    ];
    const kinds = maskedKindsIn(messages, ['李子轩']);
    expect(kinds).toEqual(['phone', 'name']);
    expect(maskedNotice(kinds)).toBe('为保护隐私，发给AI模型前已隐去：手机号、姓名');
  });

  it('finds nothing in ordinary questions', () => {
    expect(maskedKindsIn([{ role: 'user', content: '3/4 + 1/8 等于多少' }], [])).toEqual([]);
  });
});

describe('withAiLabel', () => {
  it('keeps the label as a line of its own in copied text', () => {
    expect(withAiLabel('答案。\n\n')).toBe('答案。\n\n（内容由AI生成）');
  });
});
