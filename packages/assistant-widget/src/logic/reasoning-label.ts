/**
 * The title of a deep-thinking reply's reasoning (issue #16): live with the elapsed seconds while the
 * model thinks, then how long it thought; without a time (an answer stored before issue #30 kept
 * it) only that it did.
 */
export function reasoningLabel(input: { thinking: boolean; elapsedMs: number | undefined }): string {
  const { thinking, elapsedMs } = input;
  if (thinking) return `深度思考中… ${Math.max(0, Math.floor((elapsedMs ?? 0) / 1000))} 秒`;
  if (elapsedMs === undefined) return '已深度思考';
  return `已深度思考（用时 ${Math.max(1, Math.round(elapsedMs / 1000))} 秒）`;
}
