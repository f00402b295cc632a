import { upstreamErrorDetail } from '../upstream-error';

/**
 * What a teacher reads when a model server's reply goes wrong: what happened, then what to do. The
 * widget shows an error as '抱歉，我遇到了一些问题：' + the text (SPEC §8); `unclosedThinking` is a note
 * added to the answer itself.
 */
export const UPSTREAM_CHAT_TEXT = {
  /** finish_reason "length": the model hit its output limit mid-answer. */
  cutAtLength: '回答过长，已截断：已达到模型单次回答的长度上限。可以回复“继续”让我接着写，或把问题拆小一些再问。',
  /** A thinking block that never closed: the reply holds thinking only, shown in the reasoning pane. */
  unclosedThinking:
    '（模型只写出了思考过程，没有给出正式回答，思考内容见上方“已深度思考”。请点击“重新生成”再试一次。）',
  /** finish_reason "content_filter". */
  contentFilter: '回答被模型服务的内容审核拦截，没有完整给出。请换一种问法再试。',
  /** The body ended without [DONE] and without a finish_reason. */
  incomplete: '与模型服务的连接在回答结束前断开了，回答可能不完整。请点击“重新生成”再试一次。',
  /** The upstream socket failed after its headers. */
  connectionLost: '与模型服务的连接意外中断。请点击“重新生成”再试一次。',
  /** An `error` inside the stream (vLLM, llama.cpp, OpenRouter). */
  streamError: (detail: string) =>
    `模型服务在回答过程中出错${detail ? `（${detail.slice(0, 300)}）` : ''}。请点击“重新生成”再试一次；多次出现请联系平台管理员。`,
  noResponse: (seconds: number) => `模型服务 ${seconds} 秒内没有响应，请稍后再试`,
  stalled: (seconds: number) => `模型服务超过 ${seconds} 秒没有继续回复，已中断。请点击“重新生成”再试一次`,
  unreachable: (detail: string) => `无法连接模型服务（${detail}），请稍后再试；多次出现请联系平台管理员。`,
} as const;

/**
 * The message for an HTTP error answer of the upstream, by status: the upstream's own message (from a
 * JSON or text body, protocols.md §1.4) in brackets, then what to do. `retryAfterSeconds` comes from the
 * upstream's Retry-After on a 429.
 */
export function describeHttpFailure(status: number, body: string, retryAfterSeconds?: number | undefined): string {
  const detail = upstreamErrorDetail(body);
  const what = `HTTP ${status}${detail ? `：${detail}` : ''}`;
  if (status === 401 || status === 403) {
    return `模型服务拒绝了访问（${what}）：密钥无效、已过期或没有使用这个模型的权限。请联系平台管理员检查模型服务的密钥。`;
  }
  if (status === 402) return `模型服务的账户余额不足（${what}）。请联系平台管理员为模型服务账户充值。`;
  if (status === 404) return `模型服务找不到所配置的模型或接口（${what}）。请联系平台管理员检查模型名称和服务地址。`;
  if (status === 408 || status === 504) return `模型服务响应超时（${what}），请稍后再试。`;
  if (status === 429) {
    const when = retryAfterSeconds === undefined ? '稍后' : ` ${retryAfterSeconds} 秒后`;
    return `模型服务当前请求过多，暂时不能回答（${what}）。请${when}再试。`;
  }
  if (status >= 500) return `模型服务暂时出错（${what}），请稍后再试；多次出现请联系平台管理员。`;
  return `模型服务拒绝了这次请求（${what}），可能是对话太长或参数不受支持。请新建对话或删减历史后再试；多次出现请联系平台管理员。`;
}
