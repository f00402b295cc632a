/*
 * An exercise is recognised by what pupils type when they paste or retell one: an arithmetic expression
 * asked for a result, or the words of a task ("解方程", "这道题", "填空题"…). It errs on the side of
 * guiding: a false positive costs a hint instead of an answer, a false negative does the homework.
 */
const ARITHMETIC = /\d+(?:\s*\/\s*\d+)?\s*[+\-−×x*÷/]\s*\d+(?:\s*\/\s*\d+)?/i;
const ASKS_RESULT = /等于多少|得多少|是多少|等于几|结果是|[=＝]\s*[?？]?\s*$|怎么算|计算/;
const TASK_WORDS =
  /解方程|求解|求证|证明[:：]|这道题|这题|这个题|作业|练习题|习题|试题|考试题|选择题|填空题|判断题|应用题|阅读理解|答案是什么|帮我(?:写|做|算)|写一篇.{0,8}(?:作文|日记)/;

/** True when a message reads like homework, an exercise or an exam question. */
export function looksLikeExercise(text: string): boolean {
  return (ARITHMETIC.test(text) && ASKS_RESULT.test(text)) || TASK_WORDS.test(text);
}

/** Words a pupil uses to ask for the explanation rather than another hint (secondary mode allows it). */
const ASKS_EXPLANATION = /讲解|解析|详细(?:讲|说|解释)|为什么|怎么想|思路/;

/** True when a follow-up asks for an explanation. */
export function asksForExplanation(text: string): boolean {
  return ASKS_EXPLANATION.test(text);
}
