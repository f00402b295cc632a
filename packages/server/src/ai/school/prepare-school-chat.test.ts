import { describe, expect, it } from 'vitest';
import type { ProviderChatRequest } from '../chat/chat-provider';
import { assistantModeFor, type SchoolUser } from './assistant-mode-for';
import { DEFAULT_MODE_SETTINGS } from './default-assistant-settings';
import { BLOCKED_INPUT_MESSAGE, prepareSchoolChat, type SchoolChatContext } from './prepare-school-chat';

const primaryPupil: SchoolUser = { roleId: '4', roleName: '学生', phaseId: '2' };
const teacher: SchoolUser = { roleId: '3', roleName: '教师', phaseId: '2' };

const contextOf = (user: SchoolUser, offline = false): SchoolChatContext => ({
  mode: assistantModeFor(user, DEFAULT_MODE_SETTINGS),
  names: ['张小雨'],
  blockedWords: ['赌博网站'],
  offline,
});
const requestOf = (...contents: string[]): ProviderChatRequest => ({
  mode: 'junheng',
  uid: '10007',
  messages: contents.map((content, index) => ({ role: index % 2 === 0 ? 'user' : 'assistant', content })),
});

describe('prepareSchoolChat', () => {
  it('answers a refused question itself', () => {
    expect(prepareSchoolChat(requestOf('哪里有 赌博 网站'), contextOf(teacher))).toEqual({
      kind: 'answer',
      text: BLOCKED_INPUT_MESSAGE,
      blocked: true,
    });
  });

  it('masks every turn and says what it masked', () => {
    const prepared = prepareSchoolChat(requestOf('我是张小雨', '你好', '电话 13803751201'), contextOf(teacher));
    expect(prepared.kind === 'forward' && prepared.request.messages.map((message) => message.content)).toEqual([
      expect.stringContaining('对方是教师'),
      '我是[姓名]',
      '你好',
      '电话 [手机号]',
    ]);
    expect(prepared.kind === 'forward' && prepared.masked).toEqual(['name', 'phone']);
  });

  it('gives a primary pupil an offline hint, never the answer, for an exercise', () => {
    const prepared = prepareSchoolChat(requestOf('3/4 + 1/8 等于多少'), contextOf(primaryPupil, true));
    expect(prepared.kind).toBe('answer');
    expect(prepared.kind === 'answer' && prepared.text).toContain('分母不同');
    expect(prepared.kind === 'answer' && prepared.text).not.toContain('7/8');
  });

  it('lets a teacher have the offline guide for the same question', () => {
    expect(prepareSchoolChat(requestOf('3/4 + 1/8 等于多少'), contextOf(teacher, true)).kind).toBe('forward');
  });
});
