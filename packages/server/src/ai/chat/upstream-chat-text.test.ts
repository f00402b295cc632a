import { describe, expect, it } from 'vitest';
import { describeHttpFailure, UPSTREAM_CHAT_TEXT } from './upstream-chat-text';

describe('describeHttpFailure', () => {
  it.each<[string, number, string, number | undefined, string]>([
    [
      'a bad key (SiliconFlow bare string)',
      401,
      '"Invalid token"',
      undefined,
      '模型服务拒绝了访问（HTTP 401：Invalid token）：密钥无效、已过期或没有使用这个模型的权限。请联系平台管理员检查模型服务的密钥。',
    ],
    [
      'an empty balance (DeepSeek)',
      402,
      '{"error":{"message":"Insufficient Balance","type":"unknown_error","param":null,"code":"invalid_request_error"}}',
      undefined,
      '模型服务的账户余额不足（HTTP 402：Insufficient Balance）。请联系平台管理员为模型服务账户充值。',
    ],
    [
      'a model that is not pulled (Ollama)',
      404,
      '{"error":{"message":"model \\"qwen3:8b\\" not found, try pulling it first","type":"not_found_error","param":null,"code":null}}',
      undefined,
      '模型服务找不到所配置的模型或接口（HTTP 404：model "qwen3:8b" not found, try pulling it first）。请联系平台管理员检查模型名称和服务地址。',
    ],
    [
      'a rate limit with Retry-After (OpenRouter)',
      429,
      '{"error":{"code":429,"message":"Rate limit exceeded"}}',
      20,
      '模型服务当前请求过多，暂时不能回答（HTTP 429：Rate limit exceeded）。请 20 秒后再试。',
    ],
    [
      'a rate limit without Retry-After',
      429,
      '{"message":"Request was rejected due to rate limiting. Details:TPM limit reached.","data":null}',
      undefined,
      '模型服务当前请求过多，暂时不能回答（HTTP 429：Request was rejected due to rate limiting. Details:TPM limit reached.）。请稍后再试。',
    ],
    [
      'a gateway time-out (plain text)',
      504,
      'upstream timed out',
      undefined,
      '模型服务响应超时（HTTP 504：upstream timed out），请稍后再试。',
    ],
    [
      'an overloaded service without a body',
      503,
      '',
      undefined,
      '模型服务暂时出错（HTTP 503），请稍后再试；多次出现请联系平台管理员。',
    ],
    [
      'a request the server refuses (vLLM)',
      400,
      '{"error":{"message":"This model\'s maximum context length is 4096 tokens.","type":"BadRequestError","param":null,"code":400}}',
      undefined,
      "模型服务拒绝了这次请求（HTTP 400：This model's maximum context length is 4096 tokens.），可能是对话太长或参数不受支持。请新建对话或删减历史后再试；多次出现请联系平台管理员。",
    ],
  ])('describes %s', (_name, status, body, retryAfter, expected) => {
    expect(describeHttpFailure(status, body, retryAfter)).toBe(expected);
  });

  it('keeps a long upstream message to 300 characters', () => {
    expect(describeHttpFailure(500, 'x'.repeat(1000))).toContain(`HTTP 500：${'x'.repeat(300)}）`);
  });
});

describe('UPSTREAM_CHAT_TEXT', () => {
  it('names the cut at the length limit as the issue words it', () => {
    expect(UPSTREAM_CHAT_TEXT.cutAtLength.startsWith('回答过长，已截断')).toBe(true);
  });

  it.each([
    [
      'with a detail',
      'Provider disconnected unexpectedly',
      '模型服务在回答过程中出错（Provider disconnected unexpectedly）。',
    ],
    ['without a detail', '', '模型服务在回答过程中出错。'],
  ])('words a stream error %s', (_name, detail, start) => {
    expect(UPSTREAM_CHAT_TEXT.streamError(detail).startsWith(start)).toBe(true);
  });
});
