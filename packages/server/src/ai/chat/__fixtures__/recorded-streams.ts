import { deepseekCutAtLength, deepseekNoBalance, deepseekReasoner } from './deepseek';
import {
  llamaCppLegacyBoth,
  llamaCppReasoningContent,
  llamaCppStreamError,
  llamaCppThinkTags,
  llamaCppUnclosedThinking,
} from './llama-cpp';
import { lmStudioReasoningContent, lmStudioThinkTags } from './lm-studio';
import { ollamaCutAtLength, ollamaCutMidway, ollamaModelMissing, ollamaThinking, ollamaThinkTagsInContent } from './ollama';
import { openrouterMidStreamError, openrouterRateLimited, openrouterReasoning } from './openrouter';
import type { RecordedStream } from './recorded-stream';
import { siliconflowRateLimited, siliconflowReasoning } from './siliconflow';
import { vllmReasoning, vllmReasoningContent, vllmStreamError, vllmWithoutParser } from './vllm';

/** Every recording, one or more per model server of the server README's table. */
export const RECORDED_STREAMS: readonly RecordedStream[] = [
  ollamaThinking,
  ollamaThinkTagsInContent,
  ollamaModelMissing,
  ollamaCutMidway,
  ollamaCutAtLength,
  vllmReasoning,
  vllmReasoningContent,
  vllmWithoutParser,
  vllmStreamError,
  llamaCppReasoningContent,
  llamaCppThinkTags,
  llamaCppLegacyBoth,
  llamaCppUnclosedThinking,
  llamaCppStreamError,
  lmStudioThinkTags,
  lmStudioReasoningContent,
  deepseekReasoner,
  deepseekCutAtLength,
  deepseekNoBalance,
  siliconflowReasoning,
  siliconflowRateLimited,
  openrouterReasoning,
  openrouterMidStreamError,
  openrouterRateLimited,
];
