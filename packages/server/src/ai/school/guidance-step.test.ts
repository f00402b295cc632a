import { describe, expect, it } from 'vitest';
import { guidanceStep } from './guidance-step';
import { looksLikeExercise } from './looks-like-exercise';
import { offlineHint } from './offline-hint';

const user = (content: string) => ({ role: 'user', content });
const assistant = (content: string) => ({ role: 'assistant', content });

describe('looksLikeExercise', () => {
  it.each([
    '3/4 + 1/8 等于多少',
    '25×4=?',
    '帮我算 125 ÷ 5',
    '解方程 2x + 3 = 7',
    '这道题怎么做：小明有 5 个苹果……',
    '帮我写一篇300字的作文',
  ])('recognises %s', (text) => {
    expect(looksLikeExercise(text)).toBe(true);
  });

  it.each(['平台有哪些名师工作室？', '三个课堂是什么', '2025 年的教研活动在哪里看'])('leaves %s alone', (text) => {
    expect(looksLikeExercise(text)).toBe(false);
  });
});

describe('guidanceStep', () => {
  it('moves from a hint to a stronger hint to a worked example as the pupil follows up', () => {
    const first = [user('3/4 + 1/8 等于多少')];
    const second = [...first, assistant('提示'), user('还是不会')];
    const third = [...second, assistant('更具体的提示'), user('再讲讲')];
    expect(guidanceStep(first)?.level).toBe(1);
    expect(guidanceStep(second)?.level).toBe(2);
    expect(guidanceStep(third)?.level).toBe(3);
  });

  it('lets the conversation move on after three steps', () => {
    const messages = [user('3/4 + 1/8 等于多少'), user('还是不会'), user('再讲讲'), user('平台有哪些栏目')];
    expect(guidanceStep(messages)).toBeUndefined();
  });

  it('notices a request for an explanation', () => {
    expect(guidanceStep([user('解方程 2x+3=7'), user('请详细讲解一下思路')])?.explanationAsked).toBe(true);
  });
});

describe('offlineHint', () => {
  it.each([1, 2, 3] as const)('never gives the answer of 3/4 + 1/8 (level %i)', (level) => {
    const hint = offlineHint({ level, explanationAsked: false, exercise: '3/4 + 1/8 等于多少' });
    expect(hint).not.toMatch(/7\s*\/\s*8|八分之七/);
    expect(hint.length).toBeGreaterThan(10);
  });

  it('names the common denominator in the stronger hint and works a similar problem at the end', () => {
    expect(offlineHint({ level: 2, explanationAsked: false, exercise: '3/4 + 1/8' })).toContain('最小公倍数是 8');
    const worked = offlineHint({ level: 3, explanationAsked: false, exercise: '3/4 + 1/8' });
    expect(worked).toContain('2/3 + 1/6');
    expect(worked).toContain('结果是 5/6');
  });

  it('works a subtraction', () => {
    expect(offlineHint({ level: 3, explanationAsked: false, exercise: '5/6 - 1/3' })).toContain('结果是 1/2');
  });
});
