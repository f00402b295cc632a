import { existsSync } from 'node:fs';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { requireUser } from '../auth/require-user';
import type { TokenService } from '../auth/token-service';
import { ConfigError } from '../config-error';
import type { Database } from '../db/schema';
import { createRateLimit } from '../http/rate-limit';
import type { ServerEnv } from '../http/server-env';
import type { WriteLimits } from '../http/write-limits';
import type { FileStore } from '../storage/file-store';
import type { AiSettings } from './ai-settings';
import type { ChatProvider } from './chat/chat-provider';
import { registerChatRoutes } from './chat/chat-routes';
import { registerConversationRoutes } from './conversations/conversation-routes';
import { createConversationStore } from './conversations/conversation-store';
import { registerFeedbackRoutes } from './feedback/feedback-routes';
import { createFeedbackStore } from './feedback/feedback-store';
import { assertFfmpegRuns } from './media/assert-ffmpeg-runs';
import { createFrameLabeller, type FrameLabeller } from './media/create-frame-labeller';
import { createImageLabeller } from './media/create-image-labeller';
import { createVideoLabeller } from './media/create-video-labeller';
import { findCjkFont } from './media/find-cjk-font';
import type { MediaClient } from './media/media-client';
import { registerMediaRoutes } from './media/media-routes';
import { createVideoJobStore } from './media/video-job-store';
import type { ReplyHub } from './replies/reply-hub';
import { registerReplyRoutes } from './replies/reply-routes';
import { registerSchoolRoutes } from './school/school-routes';
import type { SchoolRules } from './school/school-rules';
import { registerSpeechRoutes } from './speech/speech-routes';

/** What the AI service needs. */
export interface AiServiceDeps {
  config: AiSettings;
  db: Kysely<Database>;
  tokens: TokenService;
  /** The chat provider the settings chose (guide, openai or spark), wrapped in the school rules. */
  chat: ChatProvider;
  /** The reply jobs of streamed chats (issue 34). */
  replies: ReplyHub;
  /** The school rules (issue 35): the modes, the refusal counts; `chat` already applies them. */
  school: SchoolRules;
  /** Undefined when no media key is configured. */
  media: MediaClient | undefined;
  /** The file store: generated pictures are kept there, labelled. */
  store: FileStore;
  /** The per-user limits of repeatable writes (likes and dislikes, conversations), shared with the portal's. */
  writeLimits: WriteLimits;
  now: () => Date;
  log: (message: string) => void;
}

/**
 * The AI service (SPEC §7 "AI service"), to be mounted at `/ai`: every call needs a user. Its errors reach
 * the app's handler, which answers them in the AI envelope.
 */
export function createAiRoutes(deps: AiServiceDeps): Hono<ServerEnv> {
  const { config, now } = deps;
  const conversations = createConversationStore(deps.db, now);
  const { school } = deps;
  const ai = new Hono<ServerEnv>();
  ai.use('*', requireUser(deps.tokens));
  registerSchoolRoutes(ai, school);
  registerConversationRoutes(ai, {
    conversations,
    maxPerUser: config.conversationsMaxPerUser,
    writeLimits: deps.writeLimits,
  });
  registerFeedbackRoutes(ai, { conversations, feedback: createFeedbackStore(deps.db), writeLimits: deps.writeLimits });
  const labelled = {
    store: deps.store,
    timeoutMs: config.mediaTimeoutMs,
    producer: URL.canParse(config.mediaBaseUrl) ? new URL(config.mediaBaseUrl).host : config.mediaBaseUrl,
    propagator: config.aigcPropagator,
  };
  const videoJobs = createVideoJobStore(deps.db);
  // A claim older than a whole run can last (download, then re-encoding) is of a copy that died.
  const claimLastsMs = config.mediaTimeoutMs + config.ffmpegTimeoutMs;
  registerMediaRoutes(ai, {
    media: deps.media,
    videoJobs,
    limiter: createRateLimit(deps.db, { name: 'media', limit: config.mediaRateLimitPerMinute }),
    videoDailyQuota: config.videoDailyQuota,
    videoLabelWaitMs: config.mediaVideoLabelWaitMs,
    labelImage: createImageLabeller({ ...labelled, maxBytes: config.mediaImageMaxBytes }),
    labelVideo: createVideoLabeller({
      ...labelled,
      maxBytes: config.mediaVideoMaxBytes,
      maxConcurrent: config.ffmpegMaxConcurrent,
      attempts: config.mediaVideoLabelAttempts,
      claim: {
        take: (requestId) => videoJobs.claimLabelling(requestId, Date.now(), Date.now() - claimLastsMs),
        end: (requestId) => videoJobs.endLabelling(requestId),
      },
      frames: frameLabellerOf(config),
      log: deps.log,
    }),
    school,
    now,
  });
  registerSpeechRoutes(ai, { xfyun: config.xfyun, ttsUrl: config.xfyunTtsUrl, now });
  registerChatRoutes(ai, {
    provider: deps.chat,
    replies: deps.replies,
    limiter: createRateLimit(deps.db, { name: 'chat', limit: config.chatRateLimitPerMinute }),
    maxMessages: config.chatMaxMessages,
    maxMessageChars: config.chatMaxMessageChars,
    maxStreamMs: config.chatStreamMaxSeconds * 1000,
  });
  registerReplyRoutes(ai, { replies: deps.replies });
  return ai;
}

/** The frame labeller the settings ask for: none without FFMPEG_PATH; with it, ffmpeg must run and a CJK font is required. */
function frameLabellerOf(config: AiSettings): FrameLabeller | undefined {
  if (!config.ffmpegPath) return undefined;
  assertFfmpegRuns(config.ffmpegPath);
  const fontFile = config.ffmpegFontFile ?? findCjkFont();
  if (!fontFile || !existsSync(fontFile)) {
    throw new ConfigError(
      'FFMPEG_FONT_FILE',
      fontFile
        ? `no font file at ${fontFile}`
        : 'FFMPEG_PATH is set but no CJK font was found for the video label: install fonts-noto-cjk or set FFMPEG_FONT_FILE',
    );
  }
  return createFrameLabeller({
    ffmpegPath: config.ffmpegPath,
    fontFile,
    timeoutMs: config.ffmpegTimeoutMs,
  });
}
