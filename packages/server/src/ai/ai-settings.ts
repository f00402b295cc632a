import type { ReasoningFormat } from './chat/reasoning-format';

/** Which chat provider answers `/ai/chat` and `/ai/reasoning`. */
export type AiProviderName = 'guide' | 'openai' | 'spark';

/** iFlytek credentials (the secret never leaves the server). */
export interface XfyunCredentials {
  appId: string;
  apiKey: string;
  apiSecret: string;
}

/**
 * The settings of the AI service (chat, media, speech), part of the server's `ServerConfig`: config.ts
 * reads them with the rest; their defaults are in its SETTING_DEFAULTS.
 */
export interface AiSettings {
  /** AI_PROVIDER: guide, openai or spark. Default openai when AI_API_KEY is set, else guide. */
  aiProvider: AiProviderName;
  /** AI_BASE_URL: OpenAI-compatible base (SiliconFlow by default). */
  aiBaseUrl: string;
  /** AI_API_KEY: key for the OpenAI-compatible endpoint. */
  aiApiKey: string | undefined;
  /** AI_CHAT_MODEL: model for the junheng mode. */
  aiChatModel: string;
  /** AI_REASONING_MODEL: model for the deepseek mode. */
  aiReasoningModel: string;
  /** AI_TIMEOUT_MS: longest silence from an upstream (before headers or between chunks). */
  aiTimeoutMs: number;
  /**
   * AI_REASONING_FORMAT: where the OpenAI-compatible upstream puts the model's thinking: auto (either
   * reasoning field, or a `<think>` tag opening the content), field, think-tags or none.
   */
  aiReasoningFormat: ReasoningFormat;
  /** SPARK_URL / SPARK_DOMAIN: Spark WebSocket endpoint and its matching domain. */
  sparkUrl: string;
  sparkDomain: string;
  /** SPARK_APP_ID / SPARK_API_KEY / SPARK_API_SECRET: default to the XFYUN_* credentials. */
  spark: XfyunCredentials | undefined;
  /** MEDIA_BASE_URL: SiliconFlow-compatible media API. Default AI_BASE_URL. */
  mediaBaseUrl: string;
  /** MEDIA_API_KEY: key for the media API. Default AI_API_KEY. */
  mediaApiKey: string | undefined;
  /** MEDIA_IMAGE_MODEL / MEDIA_IMAGE_SIZE: the image model and the pictures' size. */
  mediaImageModel: string;
  mediaImageSize: string;
  /** MEDIA_VIDEO_MODEL / MEDIA_VIDEO_SIZE: the video model and the videos' size. */
  mediaVideoModel: string;
  mediaVideoSize: '1280x720' | '720x1280' | '960x960';
  /** MEDIA_TIMEOUT_MS: time allowed for one media API call. */
  mediaTimeoutMs: number;
  /** MEDIA_IMAGE_MAX_BYTES: largest generated picture the server fetches to label (issue 35). */
  mediaImageMaxBytes: number;
  /** MEDIA_VIDEO_MAX_BYTES: largest generated video the server fetches to label (issue 35). */
  mediaVideoMaxBytes: number;
  /** MEDIA_VIDEO_LABEL_WAIT_MS: how long a status poll waits for a finished video's labelling. */
  mediaVideoLabelWaitMs: number;
  /** MEDIA_VIDEO_LABEL_ATTEMPTS: labelling runs of one video before a failure that may pass is final. */
  mediaVideoLabelAttempts: number;
  /**
   * FFMPEG_PATH: the ffmpeg binary that draws "AI生成" into generated videos' frames; unset: the frames are
   * left as generated (the metadata and the player's label remain).
   */
  ffmpegPath: string | undefined;
  /** FFMPEG_FONT_FILE: a CJK font for that label; unset: Noto Sans CJK found by fc-match or at Debian's path. */
  ffmpegFontFile: string | undefined;
  /** FFMPEG_TIMEOUT_MS: longest one video's re-encoding may run. */
  ffmpegTimeoutMs: number;
  /** FFMPEG_MAX_CONCURRENT: videos labelled (fetched and re-encoded) at once by one copy; the rest wait. */
  ffmpegMaxConcurrent: number;
  /**
   * MODERATION_URL: an optional moderation service, asked about every question (after masking) before a
   * model is: POST `{ text }`, answering `{ blocked: boolean }`. Unset: only the console's word list.
   */
  moderationUrl: string | undefined;
  /** MODERATION_TIMEOUT_MS: time allowed for the moderation service's answer. */
  moderationTimeoutMs: number;
  /** AIGC_PROPAGATOR: the platform's name in the implicit AI label of generated pictures (ContentPropagator). */
  aigcPropagator: string;
  /** VIDEO_DAILY_QUOTA: video generations per user per UTC day. */
  videoDailyQuota: number;
  /** XFYUN_APP_ID / XFYUN_API_KEY / XFYUN_API_SECRET: speech signing; all three or none. */
  xfyun: XfyunCredentials | undefined;
  /** XFYUN_TTS_URL: the xfyun speech synthesis endpoint. */
  xfyunTtsUrl: string;
  /** CHAT_RATE_LIMIT_PER_MINUTE: chat requests per user per minute. */
  chatRateLimitPerMinute: number;
  /** MEDIA_RATE_LIMIT_PER_MINUTE: media requests (image, video start) per user per minute. */
  mediaRateLimitPerMinute: number;
  /** CONVERSATIONS_MAX_PER_USER: stored conversations per user. */
  conversationsMaxPerUser: number;
  /**
   * CHAT_MAX_CONCURRENT_STREAMS_PER_USER: chat replies one user may have running at once, counted in the
   * database over every copy (a reply runs on after its page goes away).
   */
  chatMaxConcurrentStreamsPerUser: number;
  /** CHAT_STREAM_MAX_SECONDS: longest a reply job may run before it is ended. */
  chatStreamMaxSeconds: number;
  /**
   * CHAT_REPLY_RETENTION_SECONDS: how long a finished reply's numbered events are kept for a page to rejoin
   * it (its answer is in the conversation for good).
   */
  chatReplyRetentionSeconds: number;
  /**
   * CHAT_REPLY_OWNER_TIMEOUT_SECONDS: a server copy that has not reported for this long is taken as gone,
   * and the replies it was running end as interrupted, with what was received kept.
   */
  chatReplyOwnerTimeoutSeconds: number;
  /**
   * CHAT_REPLY_STORE_INTERVAL_MS: how often a copy stores the new events of the replies it runs (one row per
   * reply, all replies in one transaction). A copy killed outright loses at most this much of a reply's
   * text; pages following through another copy see events this much later.
   */
  chatReplyStoreIntervalMs: number;
  /**
   * CHAT_REPLY_POLL_INTERVAL_MS: how often a copy reads the new events of replies another copy runs (for the
   * pages following them through it) and the stop requests for its own.
   */
  chatReplyPollIntervalMs: number;
  /** CHAT_MAX_MESSAGES: messages per chat request. */
  chatMaxMessages: number;
  /** CHAT_MAX_MESSAGE_CHARS: characters per chat message. */
  chatMaxMessageChars: number;
  /**
   * CHAT_FLUSH_INTERVAL_MS: shortest time between two writes of one streamed reply; events arriving sooner
   * are sent together. The first chunk is never delayed (ADR 0008: 30 updates a second); 0 writes each
   * event.
   * A plain-HTTP model server is read at most this often too (ADR 0020).
   */
  chatFlushIntervalMs: number;
}
