import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import * as entry from './index';
import {
  type AiClient,
  type ChatEvent,
  type ChatMessage,
  type ChatModel,
  type Conversation,
  chatModelSchema,
  type conversationInputSchema,
  createAiClient,
  createPortalClient,
  type DislikeInput,
  type FormRuleKind,
  isApiError,
  type LikeInput,
  type User,
} from './index';

describe('package entry', () => {
  it('exports the names other packages are built against (ADR 0004)', () => {
    for (const name of [
      'createAiClient',
      'login',
      'buildChatMessages',
      'readSseEvents',
      'createPortalClient',
      'uploadFile',
      'getPresignedPostFormData',
      'conversationSchema',
      'conversationInputSchema',
      'likeInputSchema',
      'dislikeInputSchema',
      'imagePromptInputSchema',
      'chatRequestSchema',
      'AiServiceError',
      'PortalApiError',
      'isApiError',
      'maskPhone',
      'isIdCard',
      'createFormRule',
      'CHAT_MESSAGES',
      'DRAG_THRESHOLD_PX',
      'VIDEO_POLL_INTERVAL_MS',
      'MEDIA_PROMPT_PREFIX',
    ]) {
      expect(entry, name).toHaveProperty(name);
    }
  });

  it('has exactly the SPEC §3 model names', () => {
    expect(chatModelSchema.options).toEqual(['junheng', 'deepseek']);
  });

  it('creates clients without touching the network', () => {
    expect(typeof createAiClient({ baseUrl: 'http://127.0.0.1:9/ai' }).chat).toBe('function');
    expect(createPortalClient({ baseUrl: 'http://127.0.0.1:9' }).urlFor('x')).toBe('http://127.0.0.1:9/resource_api/x');
    expect(isApiError(new entry.AiServiceError('network', 'x'))).toBe(true);
  });
});

describe('types', () => {
  it("ChatEvent is the 0004 union, with issue 35's refusal", () => {
    expectTypeOf<ChatEvent>().toEqualTypeOf<
      | { type: 'content'; text: string }
      | { type: 'reasoning'; text: string }
      | { type: 'error'; message: string }
      | { type: 'refused'; message: string }
    >();
  });

  it('chat returns AsyncIterable<ChatEvent> and pollVideo a promise', () => {
    expectTypeOf<ReturnType<AiClient['chat']>>().toEqualTypeOf<AsyncIterable<ChatEvent>>();
    expectTypeOf<ReturnType<AiClient['listConversations']>>().toEqualTypeOf<Promise<Conversation[]>>();
    expectTypeOf<ChatModel>().toEqualTypeOf<'junheng' | 'deepseek'>();
  });

  it('a conversation carries parsed messages and a string uid', () => {
    expectTypeOf<Conversation['messages']>().items.toExtend<ChatMessage>();
    expectTypeOf<Conversation['uid']>().toEqualTypeOf<string>();
    expectTypeOf<z.infer<typeof conversationInputSchema>['title']>().toEqualTypeOf<string>();
  });

  it('feedback inputs are question-then-answer pairs', () => {
    expectTypeOf<LikeInput['messages'][0]['role']>().toEqualTypeOf<'user'>();
    expectTypeOf<DislikeInput['messages'][1]['role']>().toEqualTypeOf<'assistant'>();
  });

  it('user fields are optional and form-rule kinds are a closed set', () => {
    expectTypeOf<Record<never, never>>().toExtend<Pick<User, 'userName' | 'avatar'>>();
    expectTypeOf<'url'>().toExtend<FormRuleKind>();
    expectTypeOf<'nope'>().not.toExtend<FormRuleKind>();
  });
});
