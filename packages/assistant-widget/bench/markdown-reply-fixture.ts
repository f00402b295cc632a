/**
 * A long, realistic assistant reply for the streaming benchmark: Chinese prose with headings,
 * lists, inline and display math, a table, a code block and a quote, repeated with varying numbers
 * and cut to the exact length asked for.
 */
export function makeMarkdownReply(length: number): string {
  let reply = '';
  for (let section = 1; reply.length < length; section += 1) reply += makeSection(section);
  return reply.slice(0, length);
}

function makeSection(n: number): string {
  return `## 第${n}部分：函数与方程

函数是描述两个变量之间对应关系的数学概念。设 $f(x)=${n}x^2+bx+c$，当 $a\\neq0$ 时它是二次函数，其图像是一条抛物线。
我们可以用**配方法**求顶点坐标，也可以直接代入公式，第 ${n} 题就是一个例子。

1. 先把二次项系数提出来；
2. 再配成完全平方 $(x+\\frac{b}{2a})^2$ 的形式；
3. 最后读出顶点 $\\left(-\\frac{b}{2a}, \\frac{4ac-b^2}{4a}\\right)$。

$$
x_{${n}}=\\frac{-b\\pm\\sqrt{b^2-4ac}}{2a}
$$

| 判别式 | 根的情况 |
|:--|:--|
| $\\Delta>0$ | 两个不等实根 |
| $\\Delta=0$ | 两个相等实根 |
| $\\Delta<0$ | 没有实根 |

\`\`\`python
def roots_${n}(a, b, c):
    d = b * b - 4 * a * c
    return (-b + d ** 0.5) / (2 * a), (-b - d ** 0.5) / (2 * a)
\`\`\`

> 注意：*判别式*决定根的个数。更多内容见 [教材](https://example.com/book/${n})。

`;
}

/** Splits a reply into `count` chunks of (almost) equal size, as a stream would deliver it. */
export function splitIntoChunks(text: string, count: number): string[] {
  const size = Math.ceil(text.length / count);
  return Array.from({ length: count }, (_, index) => text.slice(index * size, (index + 1) * size));
}
