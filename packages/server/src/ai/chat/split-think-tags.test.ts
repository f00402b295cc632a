import { describe, expect, it } from 'vitest';
import { seededRandom } from './__fixtures__/seeded-random';
import {
  initialThinkTagState,
  splitThinkTags,
  type ThinkTagOutput,
  type ThinkTagState,
  type ThinkTagStatus,
} from './split-think-tags';

type StartsIn = 'answer' | 'reasoning';

/** Feeds the pieces and the end; returns the final state and every output in order. */
function run(pieces: readonly string[], startsIn: StartsIn = 'answer') {
  let state: ThinkTagState = initialThinkTagState(startsIn);
  const output: ThinkTagOutput[] = [];
  for (const text of pieces) {
    const step = splitThinkTags(state, { type: 'text', text });
    state = step.state;
    output.push(...step.output);
  }
  const end = splitThinkTags(state, { type: 'end' });
  output.push(...end.output);
  return { state: end.state, output };
}

/** What the widget would show: the joined texts, whether the thinking was left open, and the order. */
function summary(output: readonly ThinkTagOutput[]) {
  const text = (type: 'content' | 'reasoning') => output.map((part) => (part.type === type ? part.text : '')).join('');
  const lastReasoning = output.findLastIndex((part) => part.type === 'reasoning');
  const firstContent = output.findIndex((part) => part.type === 'content');
  return {
    reasoning: text('reasoning'),
    content: text('content'),
    unclosed: output.some((part) => part.type === 'unclosed'),
    reasoningFirst: lastReasoning === -1 || firstContent === -1 || lastReasoning < firstContent,
    noEmptyText: output.every((part) => part.type === 'unclosed' || part.text !== ''),
  };
}

const CASES: ReadonlyArray<{
  name: string;
  text: string;
  startsIn?: StartsIn;
  reasoning: string;
  content: string;
  unclosed?: boolean;
}> = [
  {
    name: 'a think block, then the answer',
    text: '<think>先算 2+2</think>\n\n答案是 4',
    reasoning: '先算 2+2',
    content: '答案是 4',
  },
  {
    name: 'whitespace before the tag and around the thinking',
    text: '\n <think>\n想一想\n</think>\n\n好的',
    reasoning: '想一想\n',
    content: '好的',
  },
  { name: 'a <thinking> block', text: '<thinking>step</thinking>answer', reasoning: 'step', content: 'answer' },
  { name: 'an empty thinking block', text: '<think>\n\n</think>\n\n答', reasoning: '', content: '答' },
  {
    name: 'a thinking block that never closes',
    text: '<think>还在想',
    reasoning: '还在想',
    content: '',
    unclosed: true,
  },
  { name: 'only the opening tag', text: '<think>\n', reasoning: '', content: '', unclosed: true },
  { name: 'a closing tag cut off at the end', text: '<think>a</thi', reasoning: 'a</thi', content: '', unclosed: true },
  {
    name: 'a <think> in the middle of an answer',
    text: '你好，<think>是标签',
    reasoning: '',
    content: '你好，<think>是标签',
  },
  {
    name: 'a <think> on a later line of an answer',
    text: '解释：\n<think>…</think> 是标签',
    reasoning: '',
    content: '解释：\n<think>…</think> 是标签',
  },
  { name: 'another tag at the start', text: '<b>粗体</b>', reasoning: '', content: '<b>粗体</b>' },
  { name: 'a lone "<" at the start', text: '< 3 的数', reasoning: '', content: '< 3 的数' },
  { name: 'the start of a tag and nothing more', text: '<thin', reasoning: '', content: '<thin' },
  { name: 'only whitespace', text: ' \n ', reasoning: '', content: ' \n ' },
  {
    name: 'a second closing tag is answer text',
    text: '<think>a</think>b</think>c',
    reasoning: 'a',
    content: 'b</think>c',
  },
  {
    name: 'a mismatched closing tag',
    text: '<thinking>a</think>b',
    reasoning: 'a</think>b',
    content: '',
    unclosed: true,
  },
  {
    name: 'tag-like text inside the thinking',
    text: '<think>1 < 2 </ 3 <th</think>ok',
    reasoning: '1 < 2 </ 3 <th',
    content: 'ok',
  },
  {
    name: 'a template-opened thinking closed by the model',
    text: '想一想</think>\n\n答案',
    startsIn: 'reasoning',
    reasoning: '想一想',
    content: '答案',
  },
  {
    name: 'a template-opened thinking the model opens again',
    text: '<think>\n想</think>答',
    startsIn: 'reasoning',
    reasoning: '想',
    content: '答',
  },
  {
    name: 'a template-opened thinking closed by </thinking>',
    text: 'x</thinking>y',
    startsIn: 'reasoning',
    reasoning: 'x',
    content: 'y',
  },
  {
    name: 'a template-opened thinking that never closes',
    text: '\n想了很久',
    startsIn: 'reasoning',
    reasoning: '想了很久',
    content: '',
    unclosed: true,
  },
  {
    name: 'a template-opened thinking with only "<thi" in it',
    text: '<thi',
    startsIn: 'reasoning',
    reasoning: '<thi',
    content: '',
    unclosed: true,
  },
];

describe('splitThinkTags', () => {
  it.each(CASES)('splits $name', ({ text, startsIn, reasoning, content, unclosed = false }) => {
    expect(summary(run([text], startsIn).output)).toEqual({
      reasoning,
      content,
      unclosed,
      reasoningFirst: true,
      noEmptyText: true,
    });
  });

  it.each(CASES)('gives the same for $name cut at every character', ({ text, startsIn }) => {
    const whole = summary(run([text], startsIn).output);
    for (let cut = 0; cut <= text.length; cut += 1) {
      expect(summary(run([text.slice(0, cut), text.slice(cut)], startsIn).output), `cut at ${cut}`).toEqual(whole);
    }
    expect(summary(run([...text], startsIn).output), 'one character at a time').toEqual(whole);
  });

  it.each(CASES)('gives the same for $name cut at random sizes', ({ text, startsIn }) => {
    const whole = summary(run([text], startsIn).output);
    const next = seededRandom(text.length);
    for (let round = 0; round < 50; round += 1) {
      const pieces: string[] = [];
      for (let at = 0; at < text.length; ) {
        const size = 1 + Math.floor(next() * 6);
        pieces.push(text.slice(at, at + size));
        at += size;
      }
      expect(summary(run(pieces, startsIn).output), `pieces ${JSON.stringify(pieces)}`).toEqual(whole);
    }
  });

  it.each<[string, readonly string[], ThinkTagStatus, string, readonly ThinkTagOutput[]]>([
    ['holds a possible opening tag', ['<th'], 'opening', '<th', []],
    ['holds whitespace before a possible tag', ['\n', ' <'], 'opening', '\n <', []],
    ['enters the thinking on a whole opening tag', ['<th', 'ink>'], 'reasoning-start', '', []],
    ['drops whitespace after the opening tag', ['<think>\n\n'], 'reasoning-start', '', []],
    ['holds a possible closing tag', ['<think>abc</'], 'reasoning', '</', [{ type: 'reasoning', text: 'abc' }]],
    [
      'lets a held "</" go when it is not a tag',
      ['<think>a</', 'p>'],
      'reasoning',
      '',
      [
        { type: 'reasoning', text: 'a' },
        { type: 'reasoning', text: '</p>' },
      ],
    ],
    [
      'waits for the answer after the closing tag',
      ['<think>a</think>\n'],
      'answer-start',
      '',
      [{ type: 'reasoning', text: 'a' }],
    ],
    [
      'passes an answer through as it comes',
      ['答', '案'],
      'answer',
      '',
      [
        { type: 'content', text: '答' },
        { type: 'content', text: '案' },
      ],
    ],
  ])('%s', (_name, pieces, status, pending, output) => {
    let state = initialThinkTagState();
    const all: ThinkTagOutput[] = [];
    for (const text of pieces) {
      const step = splitThinkTags(state, { type: 'text', text });
      state = step.state;
      all.push(...step.output);
    }
    expect(state.status).toBe(status);
    expect(state.pending).toBe(pending);
    expect(all).toEqual(output);
  });

  it('returns the same state object while the answer runs (no copies per chunk)', () => {
    const inAnswer = { ...initialThinkTagState(), status: 'answer' as const };
    expect(splitThinkTags(inAnswer, { type: 'text', text: '案' }).state).toBe(inAnswer);
  });
});
