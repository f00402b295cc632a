import type { GuidanceStep } from './guidance-step';

/** `a/b ± c/d` in an exercise's text. */
const FRACTION_SUM = /(\d+)\s*\/\s*(\d+)\s*([+\-−])\s*(\d+)\s*\/\s*(\d+)/;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;

interface FractionSum {
  a: number;
  b: number;
  sign: '+' | '-';
  c: number;
  d: number;
}

/** The worked result of `a/b ± c/d`: the common denominator, both fractions over it, and the reduced result. */
function workedSum({ a, b, sign, c, d }: FractionSum) {
  const common = lcm(b, d);
  const left = a * (common / b);
  const right = c * (common / d);
  const top = sign === '+' ? left + right : left - right;
  const divisor = gcd(Math.abs(top), common) || 1;
  const result = top % common === 0 ? String(top / common) : `${top / divisor}/${common / divisor}`;
  return { common, left, right, top, result };
}

/** A similar problem with other numbers, never the pupil's own. */
function similarTo(problem: FractionSum): FractionSum {
  const candidates: FractionSum[] = [
    { a: 2, b: 3, sign: problem.sign, c: 1, d: 6 },
    { a: 1, b: 2, sign: problem.sign, c: 1, d: 5 },
  ];
  const same = (x: FractionSum) => x.a === problem.a && x.b === problem.b && x.c === problem.c && x.d === problem.d;
  return candidates.find((candidate) => !same(candidate)) ?? { a: 3, b: 5, sign: problem.sign, c: 1, d: 10 };
}

function fractionHint(problem: FractionSum, level: GuidanceStep['level']): string {
  const { a, b, sign, c, d } = problem;
  const operation = sign === '+' ? '相加' : '相减';
  if (b === d) {
    if (level === 1) return `提示：这两个分数的分母都是 ${b}。想一想，同分母分数${operation}时，分母和分子各怎么办？`;
    if (level === 2)
      return `更具体的提示：分母 ${b} 不变，只把分子 ${a} 和 ${c} ${operation}。算一算分子是多少，再看结果能不能约分。`;
  } else {
    const common = lcm(b, d);
    if (level === 1) {
      return `提示：这两个分数的分母不同（${b} 和 ${d}）。想一想：分母不同的分数${operation}之前，要先做什么？`;
    }
    if (level === 2) {
      return `更具体的提示：先通分。${b} 和 ${d} 的最小公倍数是 ${common}，把 ${a}/${b} 和 ${c}/${d} 都化成分母是 ${common} 的分数（分子、分母同时乘同一个数），再把分子${operation}，最后看能不能约分。`;
    }
  }
  const example = similarTo(problem);
  const worked = workedSum(example);
  const symbol = example.sign === '+' ? '+' : '-';
  return [
    `我们看一道类似的题：${example.a}/${example.b} ${symbol} ${example.c}/${example.d}。`,
    '',
    `1. ${example.b} 和 ${example.d} 的最小公倍数是 ${worked.common}。`,
    `2. 通分：${example.a}/${example.b} = ${worked.left}/${worked.common}，${example.c}/${example.d} = ${worked.right}/${worked.common}。`,
    `3. 分子${example.sign === '+' ? '相加' : '相减'}：${worked.left} ${symbol} ${worked.right} = ${worked.top}，得到 ${worked.top}/${worked.common}。`,
    `4. 约分：结果是 ${worked.result}。`,
    '',
    `现在用同样的步骤算一算你的题：${a}/${b} ${sign === '+' ? '+' : '-'} ${c}/${d}。算好后可以告诉我你的答案，我帮你检查。`,
  ].join('\n');
}

const GENERIC_HINTS: Readonly<Record<GuidanceStep['level'], string>> = {
  1: '这像是一道练习题，我先不直接告诉你答案。提示：再读一遍题目，圈出已知条件和要求的问题，想一想学过的哪个方法能用上。',
  2: '更具体的提示：把题目分成几小步，先解决最容易的一步，再看下一步需要什么。可以把你的思路告诉我，我帮你看看哪一步卡住了。',
  3: '离线模式不能为这道题讲解类似的例题。请把你做到哪一步告诉我，或者请老师讲一讲；平台的资源中心也有相关的课件和微课。',
};

/**
 * The offline guide's answer to an exercise in a guiding mode: for a sum or difference of two fractions, a
 * hint, a stronger hint and a worked similar example computed here; for anything else, hints on how to
 * approach it. Never the exercise's answer.
 */
export function offlineHint(step: GuidanceStep): string {
  const match = FRACTION_SUM.exec(step.exercise);
  if (match) {
    const [, a, b, sign, c, d] = match;
    const problem: FractionSum = {
      a: Number(a),
      b: Number(b),
      sign: sign === '+' ? '+' : '-',
      c: Number(c),
      d: Number(d),
    };
    if (problem.b > 0 && problem.d > 0) return fractionHint(problem, step.level);
  }
  return GENERIC_HINTS[step.level];
}
