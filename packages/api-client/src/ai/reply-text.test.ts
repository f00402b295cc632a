import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '../messages';
import type { ChatEvent } from './chat-event';
import { appendToReply, EMPTY_REPLY_TEXT, finishReplyContent, type ReplyText } from './reply-text';

const replay = (events: ChatEvent[]): ReplyText => events.reduce(appendToReply, EMPTY_REPLY_TEXT);

describe('appendToReply', () => {
  it.each<[string, ChatEvent[], ReplyText]>([
    ['nothing', [], { content: '', reasoning: '' }],
    [
      'answer and reasoning pieces',
      [
        { type: 'reasoning', text: '先想' },
        { type: 'content', text: '答' },
        { type: 'reasoning', text: '再想' },
        { type: 'content', text: '案' },
      ],
      { content: '答案', reasoning: '先想再想' },
    ],
    [
      'an error after some answer: a paragraph of its own',
      [
        { type: 'content', text: '一半' },
        { type: 'error', message: '抱歉，我遇到了一些问题：断了' },
      ],
      { content: '一半\n\n抱歉，我遇到了一些问题：断了', reasoning: '' },
    ],
    [
      'a refusal withdraws the answer and its reasoning: the calm message alone, without a prefix',
      [
        { type: 'reasoning', text: '想' },
        { type: 'content', text: '无害的开头' },
        { type: 'refused', message: '这个回答已经停止。' },
      ],
      { content: '这个回答已经停止。', reasoning: '' },
    ],
    [
      'an error alone',
      [{ type: 'error', message: '服务器繁忙，请稍后再试。' }],
      { content: '服务器繁忙，请稍后再试。', reasoning: '' },
    ],
  ])('%s', (_label, events, expected) => {
    expect(replay(events)).toEqual(expected);
  });
});

describe('finishReplyContent', () => {
  it.each<[string, string, Parameters<typeof finishReplyContent>[1], string]>([
    ['a finished answer', '答案', { state: 'done', regenerated: false }, '答案'],
    ['a finished reply without text', '', { state: 'done', regenerated: false }, CHAT_MESSAGES.processingFailed],
    ['a stopped answer', '一半', { state: 'stopped', regenerated: false }, `一半\n\n${CHAT_MESSAGES.aborted}`],
    [
      'a stopped regeneration',
      '一半',
      { state: 'stopped', regenerated: true },
      `一半\n\n${CHAT_MESSAGES.regenerateAborted}`,
    ],
    ['a reply stopped before any text', '', { state: 'stopped', regenerated: false }, CHAT_MESSAGES.aborted],
    ['an interrupted answer keeps what came', '一半', { state: 'interrupted', regenerated: false }, '一半'],
  ])('%s', (_label, content, ending, expected) => {
    expect(finishReplyContent(content, ending)).toBe(expected);
  });
});
