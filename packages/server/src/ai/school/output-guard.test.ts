import { describe, expect, it } from 'vitest';
import { findBlockedWord } from './find-blocked-word';
import { createOutputGuard } from './output-guard';

describe('findBlockedWord', () => {
  it.each([
    ['the word itself', '怎么买毒品', '买毒品'],
    ['the word with spaces between its characters', '怎么 买 毒 品', '买毒品'],
    ['the word with dashes and dots', '买-毒.品', '买毒品'],
    ['Latin letters in another case', 'Gamble NOW', 'gamble'],
  ])('finds %s', (_label, text, word) => {
    expect(findBlockedWord(text, ['买毒品', 'gamble'])).toBe(word);
  });

  it('finds nothing in an ordinary question', () => {
    expect(findBlockedWord('毒蘑菇有哪些特征', ['买毒品'])).toBeUndefined();
  });
});

describe('createOutputGuard', () => {
  const release = (guard: ReturnType<typeof createOutputGuard>, chunks: string[]) => {
    let sent = '';
    for (const chunk of chunks) {
      const result = guard.push(chunk);
      if (result.blocked) return { sent, blocked: result.word };
      sent += result.release;
    }
    return { sent: sent + guard.flush(), blocked: undefined };
  };

  it.each([
    ['in one chunk', ['这里教你买毒品的方法']],
    ['split across chunks', ['这里教你买', '毒', '品的方法']],
    ['one character at a time', Array.from('这里教你买毒品的方法')],
  ])('never lets a refused word out: %s', (_label, chunks) => {
    const { sent, blocked } = release(createOutputGuard(['买毒品']), chunks);
    expect(blocked).toBe('买毒品');
    expect(sent).not.toContain('买毒');
  });

  it('passes an ordinary answer through whole, in order', () => {
    const chunks = ['叶县教育', '公共服务平台', '提供资源。😀', '完'];
    expect(release(createOutputGuard(['买毒品']), chunks)).toEqual({ sent: chunks.join(''), blocked: undefined });
  });

  it('never cuts a surrogate pair between two releases', () => {
    const guard = createOutputGuard(['ab']);
    const releases: string[] = [];
    for (const chunk of ['x😀', 'y', 'z']) {
      const result = guard.push(chunk);
      if (!result.blocked) releases.push(result.release);
    }
    releases.push(guard.flush());
    for (const piece of releases) expect(piece).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
    expect(releases.join('')).toBe('x😀yz');
  });

  it('sends everything at once when the list is empty', () => {
    expect(createOutputGuard([]).push('全部')).toEqual({ blocked: false, release: '全部' });
  });
});

describe('createOutputGuard with ordinary text', () => {
  it('holds back only what could begin a refused word', () => {
    const guard = createOutputGuard(['赌博网站']);
    expect(guard.push('分数表示')).toEqual({ blocked: false, release: '分数表示' });
    expect(guard.push('部分，赌')).toEqual({ blocked: false, release: '部分' });
    expect(guard.push('场')).toEqual({ blocked: false, release: '，赌场' });
  });
});
