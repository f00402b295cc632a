import { afterAll, describe, expect, it } from 'vitest';
import { createStreamingMarkdown } from './create-streaming-markdown';
import { loadMathRenderer, type MathToHtml, setMathRenderer } from './math-renderer';
import { renderMarkdown } from './render-markdown';

/** mulberry32: a small seeded generator, so every run streams the same "random" splits. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const REPLY = `# 学期安排

本学期共 **18 周**，期中考试在第 9 周。
具体安排见 [教务处](https://example.com/jwc) 或发邮件至 office@example.com。

## 课程

1. 语文
2. 数学：重点是 $a^2+b^2=c^2$ 和函数
3. 英语

- 松散列表第一项

- 第二项
  续行属于第二项

> 提示：请按时提交作业。
懒惰续行

| 科目 | 课时 |
|:--|--:|
| 语文 | 5 |
| 数学 | 6 |

\`\`\`python
def area(r):

    return 3.14 * r * r
\`\`\`

$$
\\int_0^1 x^2\\,dx = \\frac{1}{3}
$$

标题二
---

    缩进代码

***
最后一段，价格 $5 和 $10。`;

const EDGE_CASES = [
  '段落\n| a |\n|---|\n| 1 |\n\n后',
  // "|-:" is a delimiter row (a table interrupts the paragraph), "|-:x" is not (it does not).
  '段落\n| a |\n|-:x\n\n后',
  '1. a\n\n2. b\n\n3\n\n4. c',
  '- a\n\n  b\n\n c\n',
  '```\n未闭合的代码\n\n# 不是标题',
  '$$\n未闭合的公式\n\n段落',
  '一\r\n二\r\n\r\n三\r\n\r\n- 四\r\n',
  '> a\n>\n> b\n\n> c\n\nd',
  '~~~\n```\n~~~\n\n```\n~~~\n```',
  '# h1\n## h2\n### h3\n段\n---\n段',
  '<script>alert(1)</script>\n\n[x](javascript:alert(1))\n\n![y](data:image/png;base64,AA)',
];

/** Snippets a generated reply is built from, joined by one or two newlines (or CRLF). */
const SNIPPETS = [
  '普通段落，含 *强调* 和 `代码`。',
  '# 标题',
  '标题\n===',
  '- 项一\n- 项二',
  '1. 一\n2. 二',
  '   - 缩进项',
  '> 引用\n> 第二行',
  '| a | b |\n|---|---|\n| 1 | 2 |',
  '| a |\n|-:x',
  '```js\nconst x = 1;\n\nconsole.log(x);\n```',
  '```\n未闭合',
  '$$\nx^2\n$$',
  '$$ y $$',
  '行内公式 $\\alpha$ 与 $$\\beta$$。',
  '---',
  '    缩进代码',
  '[链接](https://example.com) 和 <https://example.org>',
  '文本\n续行',
  '',
  '2.',
  '|',
  '  ',
];

function generateReply(random: () => number, blocks: number): string {
  let text = '';
  for (let index = 0; index < blocks; index += 1) {
    const snippet = SNIPPETS[Math.floor(random() * SNIPPETS.length)] ?? '';
    const separator = ['\n', '\n\n', '\r\n\r\n', '\n\n\n'][Math.floor(random() * 4)] ?? '\n';
    text += snippet + separator;
  }
  return text;
}

/** Streams `text` cut at the given points and checks every update against a full render. */
function expectStreamMatches(text: string, cuts: number[]): void {
  const stream = createStreamingMarkdown();
  let stable = '';
  for (const cut of [...cuts, text.length]) {
    const prefix = text.slice(0, cut);
    const update = stream.update(prefix);
    stable = update.stableReplaced ? update.stableHtml : stable + update.appendedStableHtml;
    expect(stable).toBe(update.stableHtml);
    expect(update.stableHtml + update.liveHtml).toBe(renderMarkdown(prefix));
  }
}

function randomCuts(random: () => number, length: number, count: number): number[] {
  return Array.from({ length: count }, () => Math.floor(random() * length)).sort((a, b) => a - b);
}

/** The property tests render thousands of prefixes; a shared two-core machine needs headroom. */
const PROPERTY_TIMEOUT_MS = 60_000;

const echo: MathToHtml = (tex, displayMode) => `<span class="katex">${displayMode ? 'D' : 'I'}[${tex}]</span>`;

describe.each([
  ['math not loaded', () => setMathRenderer(undefined)],
  ['math typeset', () => setMathRenderer(echo)],
])('streaming equals rendering the whole text (%s)', (_, setUp) => {
  it(
    'for every prefix of a typical reply, one character at a time',
    () => {
      setUp();
      expectStreamMatches(
        REPLY,
        Array.from({ length: REPLY.length }, (_, index) => index),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it.each(EDGE_CASES.map((text) => [text]))(
    'for every prefix of %j',
    (text) => {
      setUp();
      expectStreamMatches(
        text,
        Array.from({ length: text.length }, (_, index) => index),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'for random split points of 200 generated replies (seed 20240611)',
    () => {
      setUp();
      const random = seededRandom(20240611);
      for (let reply = 0; reply < 200; reply += 1) {
        const text = generateReply(random, 3 + Math.floor(random() * 12));
        expectStreamMatches(text, randomCuts(random, text.length, 1 + Math.floor(random() * 40)));
      }
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('finished blocks are parsed once', () => {
  it(
    'never hands a finished block to the parser again',
    () => {
      setMathRenderer(undefined);
      const parsed: string[] = [];
      const stream = createStreamingMarkdown({ onParse: (source) => parsed.push(source) });
      const text = Array.from({ length: 60 }, (_, index) => `第 ${index} 段 BLOCK${index}END 的内容。`).join('\n\n');
      const finishedAt = new Map<number, number>();
      for (let cut = 1; cut <= text.length; cut += 3) {
        const update = stream.update(text.slice(0, cut));
        for (const [, index] of update.appendedStableHtml.matchAll(/BLOCK(\d+)END/g)) {
          finishedAt.set(Number(index), parsed.length);
        }
      }
      expect(finishedAt.size).toBeGreaterThan(55);
      for (const [index, parseCount] of finishedAt) {
        const later = parsed.slice(parseCount).filter((source) => source.includes(`BLOCK${index}END`));
        expect(later).toEqual([]);
      }
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'parses a number of characters linear in the reply length',
    () => {
      const totals = [20, 40].map((blocks) => {
        let total = 0;
        const stream = createStreamingMarkdown({ onParse: (source) => (total += source.length) });
        const text = Array.from({ length: blocks }, (_, index) => `段落 ${index}：${'内容'.repeat(40)}`).join('\n\n');
        for (let cut = 1; cut <= text.length; cut += 1) stream.update(text.slice(0, cut));
        return total / text.length;
      });
      // Work per character stays flat when the reply doubles (a quadratic renderer would double it).
      expect(totals[1]).toBeLessThan((totals[0] ?? 0) * 1.2);
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('stream bookkeeping', () => {
  afterAll(() => setMathRenderer(undefined));

  it('reports only newly finished blocks as appended', () => {
    setMathRenderer(undefined);
    const stream = createStreamingMarkdown();
    expect(stream.update('一\n\n')).toMatchObject({
      appendedStableHtml: '',
      stableBlockCount: 0,
      liveHtml: '<p>一</p>\n',
    });
    expect(stream.update('一\n\n二\n')).toMatchObject({
      appendedStableHtml: '<p>一</p>\n',
      stableHtml: '<p>一</p>\n',
      liveHtml: '<p>二</p>\n',
      stableBlockCount: 1,
      stableReplaced: false,
    });
    expect(stream.update('一\n\n二\n续')).toMatchObject({ appendedStableHtml: '', stableBlockCount: 1 });
  });

  it('starts over when the text does not extend the previous one, and on reset()', () => {
    const stream = createStreamingMarkdown();
    stream.update('第一条回复\n\n第二段\n\n');
    const replaced = stream.update('全新的回复\n\n');
    expect(replaced.stableReplaced).toBe(true);
    expect(replaced.stableHtml + replaced.liveHtml).toBe(renderMarkdown('全新的回复\n\n'));
    stream.reset();
    expect(stream.update('a\n\nb\n')).toMatchObject({ stableHtml: '<p>a</p>\n', stableBlockCount: 1 });
    expect(stream.update('a').stableReplaced).toBe(true);
  });

  it('typesets finished formulas once KaTeX arrives, and says so', async () => {
    setMathRenderer(undefined);
    const stream = createStreamingMarkdown();
    const text = '公式 $x^2$\n\n普通段落\n\n尾巴 $y$\n';
    const before = stream.update(text);
    expect(before.mathPending).toBe(true);
    expect(before.stableBlockCount).toBe(2);
    await loadMathRenderer();
    const after = stream.update(text);
    expect(after.stableReplaced).toBe(true);
    expect(after.mathPending).toBe(false);
    expect(after.stableHtml + after.liveHtml).toBe(renderMarkdown(text));
    expect(after.stableHtml).toContain('class="katex"');
    expect(stream.update(`${text}。`).stableReplaced).toBe(false);
  });

  it('does not flag replies without math', () => {
    expect(createStreamingMarkdown().update('价格 $5 和 $10\n\n结束').mathPending).toBe(false);
  });
});
