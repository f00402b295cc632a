import { describe, expect, it } from 'vitest';
import { splitSentences } from './split-sentences';

describe('splitSentences', () => {
  it.each([
    ['你好。欢迎来到平台！', ['你好。', '欢迎来到平台！']],
    ['没有标点的句子', ['没有标点的句子']],
    ['第一句；第二句？？第三句', ['第一句；', '第二句？？', '第三句']],
    ['Hello! How are you?', ['Hello!', 'How are you?']],
    ['行一\n\n行二', ['行一', '行二']],
    ['  ', []],
    ['', []],
  ])('%j → %j', (text, expected) => {
    expect(splitSentences(text)).toEqual(expected);
  });

  it('cuts an over-long sentence into pieces of the maximum length', () => {
    expect(splitSentences('一二三四五六七。', 3)).toEqual(['一二三', '四五六', '七。']);
  });
});
