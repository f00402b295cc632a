import { describe, expect, it } from 'vitest';
import { type ChatDelta, readChatDelta } from './read-chat-delta';

const nothing: ChatDelta = { content: '', reasoning: '', finishReason: undefined, error: undefined };

describe('readChatDelta', () => {
  it.each<[string, unknown, Partial<ChatDelta>]>([
    ['a content delta', { choices: [{ index: 0, delta: { content: 'a' }, finish_reason: null }] }, { content: 'a' }],
    [
      'reasoning_content (DeepSeek, SiliconFlow, llama.cpp)',
      { choices: [{ delta: { content: null, reasoning_content: 'r' } }] },
      { reasoning: 'r' },
    ],
    [
      'reasoning (Ollama, OpenRouter, vLLM)',
      { choices: [{ delta: { role: 'assistant', content: '', reasoning: 'r' } }] },
      { reasoning: 'r' },
    ],
    [
      'both fields, the same text once',
      { choices: [{ delta: { reasoning_content: 'r', reasoning: 'r' } }] },
      { reasoning: 'r' },
    ],
    [
      'an empty reasoning_content beside reasoning',
      { choices: [{ delta: { reasoning_content: '', reasoning: 'r' } }] },
      { reasoning: 'r' },
    ],
    ['a role-only delta', { choices: [{ index: 0, delta: { role: 'assistant' }, finish_reason: null }] }, {}],
    ['a finish', { choices: [{ delta: {}, finish_reason: 'stop' }] }, { finishReason: 'stop' }],
    [
      'a cut at the length limit',
      { choices: [{ delta: { content: '' }, finish_reason: 'length' }] },
      { finishReason: 'length' },
    ],
    ['a usage chunk with empty choices', { choices: [], usage: { prompt_tokens: 5, completion_tokens: 9 } }, {}],
    ['a usage chunk without choices', { usage: { total_tokens: 14 } }, {}],
    ['null choices', { choices: null }, {}],
    ['a null delta', { choices: [{ delta: null, finish_reason: null }] }, {}],
    ['a delta of the wrong type', { choices: [{ delta: 'a' }] }, {}],
    ['content of the wrong type', { choices: [{ delta: { content: 1 } }] }, {}],
    ['reasoning of the wrong type', { choices: [{ delta: { reasoning_content: {}, reasoning: ['r'] } }] }, {}],
    ['a finish_reason of the wrong type', { choices: [{ delta: {}, finish_reason: 3 }] }, {}],
    ['an error string', { error: 'boom' }, { error: 'boom' }],
    [
      'an error object (vLLM)',
      { error: { object: 'error', message: 'bad', type: 'BadRequestError', code: 400 } },
      { error: 'bad' },
    ],
    [
      'an error beside choices (OpenRouter)',
      {
        error: { code: 'server_error', message: 'Provider disconnected unexpectedly' },
        choices: [{ delta: { content: '' }, finish_reason: 'error' }],
      },
      { error: 'Provider disconnected unexpectedly', finishReason: 'error' },
    ],
    ['an error without a message', { error: { code: 500 } }, { error: '' }],
    ['a null error', { error: null, choices: [{ delta: { content: 'a' } }] }, { content: 'a' }],
    ['an empty error string', { error: '', choices: [{ delta: { content: 'a' } }] }, { content: 'a' }],
  ])('reads %s', (_name, value, expected) => {
    expect(readChatDelta(value, true)).toEqual({ ...nothing, ...expected });
  });

  it('ignores the reasoning fields when told to (AI_REASONING_FORMAT none or think-tags)', () => {
    expect(
      readChatDelta({ choices: [{ delta: { reasoning_content: 'r', reasoning: 'r', content: 'c' } }] }, false),
    ).toEqual({
      ...nothing,
      content: 'c',
    });
  });

  it.each([
    ['a string', 'data'],
    ['null', null],
    ['an array', [1]],
    ['a number', 4],
    ['choices not an array', { choices: {} }],
  ])('rejects %s', (_name, value) => {
    expect(readChatDelta(value, true)).toBeUndefined();
  });
});
