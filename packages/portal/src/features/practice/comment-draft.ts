/** The server's limit of one practice comment (its COMMENT_MAX_CHARS), counted in UTF-16 units as it counts. */
export const COMMENT_MAX_CHARS = 500;

/** What is wrong with a comment before it is sent, or null when it can be sent (trimmed, as the server trims). */
export function commentProblem(draft: string): string | null {
  const text = draft.trim();
  if (text === '') return '请输入评论内容';
  if (text.length > COMMENT_MAX_CHARS) return `评论不能超过 ${COMMENT_MAX_CHARS} 个字`;
  return null;
}
