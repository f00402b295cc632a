import { RESEARCH_ITEM_MAX_CHARS } from '@edu/api-client';

/** What is wrong with an evaluation: no score chosen, or a comment over the limit; undefined when none. */
export function evaluationProblem(score: number | undefined, comment: string): string | undefined {
  if (score === undefined) return '请选择评分';
  if (comment.trim().length > RESEARCH_ITEM_MAX_CHARS.comment)
    return `评语最多 ${RESEARCH_ITEM_MAX_CHARS.comment} 个字`;
  return undefined;
}
