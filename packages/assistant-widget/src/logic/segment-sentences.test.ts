import { describe, expect, it } from 'vitest';
import { segmentSentences, sentenceSplitter, splitAtPunctuation, type TextPiece } from './segment-sentences';

const texts = (pieces: TextPiece[], split = sentenceSplitter()) =>
  segmentSentences(pieces, split).map((sentence) => sentence.text);

describe('segmentSentences', () => {
  it.each([
    [
      'Chinese punctuation',
      [{ text: '叶县教育。资源共享！怎么参加？', block: 0 }],
      ['叶县教育。', '资源共享！', '怎么参加？'],
    ],
    [
      'a heading without a full stop',
      [
        { text: '课后服务', block: 0 },
        { text: '学校开展课后服务。', block: 1 },
      ],
      ['课后服务', '学校开展课后服务。'],
    ],
    [
      'source line breaks inside a paragraph',
      [{ text: '第一句话\n    还没有结束。第二句。', block: 0 }],
      ['第一句话 还没有结束。', '第二句。'],
    ],
    ['English text', [{ text: 'One sentence. Another one! ', block: 0 }], ['One sentence.', 'Another one!']],
    [
      'whitespace-only pieces',
      [
        { text: '  \n ', block: 0 },
        { text: '内容。', block: 1 },
      ],
      ['内容。'],
    ],
  ])('splits %s', (_label, pieces, expected) => {
    expect(texts(pieces)).toEqual(expected);
  });

  it('maps a sentence that crosses inline elements onto each piece, without outer spaces', () => {
    const pieces = [
      { text: '  请登录', block: 0 },
      { text: '叶县平台', block: 0 },
      { text: '后下载。下一句。', block: 0 },
    ];
    const [first, second] = segmentSentences(pieces);
    expect(first).toEqual({
      text: '请登录叶县平台后下载。',
      parts: [
        { piece: 0, start: 2, end: 5 },
        { piece: 1, start: 0, end: 4 },
        { piece: 2, start: 0, end: 4 },
      ],
    });
    expect(second?.parts).toEqual([{ piece: 2, start: 4, end: 8 }]);
  });

  it('splits the same way without Intl.Segmenter (the fallback)', () => {
    const pieces = [{ text: '叶县教育。资源共享！”他说 尾巴', block: 0 }];
    expect(texts(pieces, splitAtPunctuation)).toEqual(['叶县教育。', '资源共享！”', '他说 尾巴']);
  });
});
