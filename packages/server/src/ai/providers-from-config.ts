import type { AiSettings } from './ai-settings';
import type { ChatProvider } from './chat/chat-provider';
import { createGuideChatProvider } from './chat/guide/guide-chat-provider';
import type { GuideIndex } from './chat/guide/guide-index';
import { createOpenAiChatProvider } from './chat/openai-chat-provider';
import { createSparkChatProvider } from './chat/spark-chat-provider';
import { createMediaClient, type MediaClient } from './media/media-client';

/** Chooses the chat provider the settings name; the guide answers from `guideIndex`, caught up first. */
export function createChatProvider(
  config: AiSettings,
  guideIndex: GuideIndex,
  catchUpGuide?: () => Promise<void>,
): ChatProvider {
  switch (config.aiProvider) {
    case 'guide':
      return createGuideChatProvider(guideIndex, catchUpGuide);
    case 'openai':
      return createOpenAiChatProvider({
        baseUrl: config.aiBaseUrl,
        apiKey: config.aiApiKey,
        models: { junheng: config.aiChatModel, deepseek: config.aiReasoningModel },
        timeoutMs: config.aiTimeoutMs,
        reasoningFormat: config.aiReasoningFormat,
        readIntervalMs: config.chatFlushIntervalMs,
      });
    case 'spark':
      if (!config.spark) throw new Error('AI_PROVIDER=spark needs Spark credentials');
      return createSparkChatProvider({
        url: config.sparkUrl,
        domain: config.sparkDomain,
        credentials: config.spark,
        timeoutMs: config.aiTimeoutMs,
      });
    default:
      return config.aiProvider satisfies never;
  }
}

/** The image and video client of the settings, or undefined when no media key is configured. */
export function createMediaClientOf(config: AiSettings): MediaClient | undefined {
  if (!config.mediaApiKey) return undefined;
  return createMediaClient({
    baseUrl: config.mediaBaseUrl,
    apiKey: config.mediaApiKey,
    imageModel: config.mediaImageModel,
    imageSize: config.mediaImageSize,
    videoModel: config.mediaVideoModel,
    videoSize: config.mediaVideoSize,
    timeoutMs: config.mediaTimeoutMs,
  });
}
