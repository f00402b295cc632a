import type { ChatMessage } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import { isDefaultConversationTitle, titleForSave, titleFromQuestion } from './conversation-title';

describe('titleFromQuestion', () => {
  it.each([
    ['平台有哪些服务？', '平台有哪些服务？'],
    ['  前后空白会去掉  ', '前后空白会去掉'],
    ['第一行\n\n第二行\t第三行', '第一行 第二行 第三行'],
    ['一二三四五六七八九十一二三四五六七八九十', '一二三四五六七八九十一二三四五六七八九十'],
    ['一二三四五六七八九十一二三四五六七八九十一', '一二三四五六七八九十一二三四五六七八九十…'],
    ['How do I join the resource contest this year?', 'How do I join the re…'],
    // Cut right after a space: the space is not kept before the ellipsis.
    ['abcdefghijklmnopqrs tuvwxyz', 'abcdefghijklmnopqrs…'],
    // Code points, not UTF-16 units: the emoji and the rare character are never split.
    ['😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀', '😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀…'],
    ['𠀀'.repeat(25), `${'𠀀'.repeat(20)}…`],
    ['$x^2$ 怎么读', '$x^2$ 怎么读'],
  ])('%j → %j', (question, title) => {
    expect(titleFromQuestion(question)).toBe(title);
  });

  it.each(['', '   ', '\n\t '])('a blank question %j gives no title', (question) => {
    expect(titleFromQuestion(question)).toBeUndefined();
  });
});

describe('isDefaultConversationTitle', () => {
  it.each([
    ['默认对话', true],
    ['新对话', true],
    [' 新对话 ', true],
    ['', true],
    ['新对话2', false],
    ['平台有哪些服务？', false],
  ])('%j → %s', (title, expected) => {
    expect(isDefaultConversationTitle(title)).toBe(expected);
  });
});

const user = (content: string): ChatMessage => ({ role: 'user', content });
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });

describe('titleForSave', () => {
  it.each<[string, string, ChatMessage[], string]>([
    [
      'the unsaved initial one, after its first reply',
      '默认对话',
      [user('平台有哪些服务？'), assistant('有很多')],
      '平台有哪些服务？',
    ],
    ['a new one, after its first reply', '新对话', [user('怎么参加资源竞赛'), assistant('…')], '怎么参加资源竞赛'],
    ['after an aborted first reply too', '新对话', [user('长问题'), assistant('[回复已终止]')], '长问题'],
    [
      'a long first question is cut',
      '默认对话',
      [user('请详细介绍一下名师工作室、名校长工作室和名班主任工作室')],
      '请详细介绍一下名师工作室、名校长工作室和…',
    ],
    [
      'a title already given is kept',
      '平台有哪些服务？',
      [user('平台有哪些服务？'), assistant('a'), user('还有呢')],
      '平台有哪些服务？',
    ],
    ['a custom title is kept even at the first question', '我的备课', [user('平台有哪些服务？')], '我的备课'],
    [
      'an older default-titled conversation is not renamed by a later question',
      '默认对话',
      [user('一'), assistant('a'), user('二'), assistant('b')],
      '默认对话',
    ],
    ['no question yet: the placeholder stays', '新对话', [], '新对话'],
    [
      'system messages do not count as questions',
      '新对话',
      [{ role: 'system', content: '系统' }, user('问题')],
      '问题',
    ],
  ])('%s', (_name, title, messages, expected) => {
    expect(titleForSave(title, messages)).toBe(expected);
  });
});
