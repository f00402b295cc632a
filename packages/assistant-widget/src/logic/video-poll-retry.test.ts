import { describe, expect, it } from 'vitest';
import { AssistantServiceError } from '../api/assistant-api';
import { shouldRetryVideoPoll, VIDEO_POLL_RETRIES } from './video-poll-retry';

describe('shouldRetryVideoPoll', () => {
  it.each([
    ['no answer (network or time-out)', new AssistantServiceError('网络连接失败', 0)],
    ['a 502 from the server', new AssistantServiceError('生成的视频无法取回并添加AI生成标识，请稍后重试', 502)],
    ['a 503', new AssistantServiceError('服务暂不可用', 503)],
    ['a failure the client did not explain', new TypeError('Failed to fetch')],
  ])('polls again after %s while retries are left, then gives up', (_name, error) => {
    expect(shouldRetryVideoPoll(error, 0)).toBe(true);
    expect(shouldRetryVideoPoll(error, VIDEO_POLL_RETRIES - 1)).toBe(true);
    expect(shouldRetryVideoPoll(error, VIDEO_POLL_RETRIES)).toBe(false);
  });

  it.each([
    ["a 404 (not the user's job)", 404],
    ['a 401 (the session ended)', 401],
    ['a 429', 429],
  ])('stops at once after %s', (_name, status) => {
    expect(shouldRetryVideoPoll(new AssistantServiceError('不行', status), 0)).toBe(false);
  });
});
