import {
  AI_JSON_TIMEOUT_MS,
  imagePromptInputSchema,
  VIDEO_STATUS_IN_PROGRESS,
  videoPromptInputSchema,
  videoStatusInputSchema,
} from '@edu/api-client';
import type { Hono } from 'hono';
import { envelope } from '../../http/ai-envelope';
import { assertRate } from '../../http/assert-rate';
import { HttpError } from '../../http/http-error';
import type { RateLimit } from '../../http/rate-limiter';
import { readJsonBody } from '../../http/read-json-body';
import { ourOriginOf } from '../../http/same-origin';
import type { ServerEnv } from '../../http/server-env';
import { assertMediaAllowed } from '../school/school-routes';
import type { SchoolRules } from '../school/school-rules';
import type { ImageLabeller } from './create-image-labeller';
import type { VideoLabeller } from './create-video-labeller';
import type { MediaClient } from './media-client';
import type { VideoJobStore } from './video-job-store';

interface MediaDeps {
  /** Undefined when no media key is configured: every call answers "not configured". */
  media: MediaClient | undefined;
  videoJobs: VideoJobStore;
  limiter: RateLimit;
  videoDailyQuota: number;
  /** MEDIA_VIDEO_LABEL_WAIT_MS: the longest a status poll waits for its video's labelling. */
  videoLabelWaitMs: number;
  /** Labels each generated picture (visible and metadata label) and stores it on the platform. */
  labelImage: ImageLabeller;
  /** Labels each finished video (metadata label, and the frames' with ffmpeg) and stores it on the platform. */
  labelVideo: VideoLabeller;
  /** The user's mode decides whether images and videos may be generated at all (issue 35). */
  school: SchoolRules;
  now: () => Date;
}

/**
 * What a status poll may take in all, in milliseconds: the clients' time-out less a margin for the answer
 * to reach them; the labelling wait is cut to what the upstream status call left of it.
 */
const VIDEO_STATUS_BUDGET_MS = AI_JSON_TIMEOUT_MS - 2000;

const NOT_CONFIGURED = '图片和视频生成未配置：服务器没有设置 MEDIA_API_KEY（或 AI_API_KEY），请联系管理员';

function requireMedia(media: MediaClient | undefined): MediaClient {
  if (!media) throw new HttpError(503, NOT_CONFIGURED);
  return media;
}

/** SPEC §7 media calls, forwarded to a SiliconFlow-compatible API; video starts count against a daily quota. */
export function registerMediaRoutes(ai: Hono<ServerEnv>, deps: MediaDeps): void {
  const quotaOf = async (uid: string) => {
    const used = await deps.videoJobs.countToday(uid, deps.now());
    return { limit: deps.videoDailyQuota, used, remaining: Math.max(0, deps.videoDailyQuota - used) };
  };

  ai.post('/media/generate/image', async (c) => {
    const input = await readJsonBody(c, imagePromptInputSchema);
    assertOwnUidOf(c.get('uid'), input.uid);
    await assertMediaAllowed(deps.school, c.get('uid'), 'image');
    const media = requireMedia(deps.media);
    await assertRate(deps.limiter, c.get('uid'), '图片和视频生成');
    const generated = await media.generateImage(input.prompt, input.seed);
    const origin = ourOriginOf(c);
    const images = await Promise.all(
      generated.images.map(async (image) => ({ url: await deps.labelImage(image.url, origin) })),
    );
    return envelope(c, { ...generated, images });
  });

  ai.post('/media/generate/video', async (c) => {
    const input = await readJsonBody(c, videoPromptInputSchema);
    assertOwnUidOf(c.get('uid'), input.uid);
    await assertMediaAllowed(deps.school, c.get('uid'), 'video');
    const media = requireMedia(deps.media);
    const uid = c.get('uid');
    await assertRate(deps.limiter, uid, '图片和视频生成');
    const startedAt = deps.now();
    const limit = deps.videoDailyQuota;
    // Taken before the upstream is asked, in one atomic statement, so parallel starts cannot all pass.
    const used = await deps.videoJobs.reserve(uid, startedAt, limit);
    if (used === undefined) {
      const quota = { limit, used: limit, remaining: 0 };
      throw new HttpError(429, `今天的视频生成次数已用完（每人每天 ${limit} 次），请明天再试`, { quota });
    }
    let requestId: string;
    try {
      requestId = await media.submitVideo(input.prompt, input.seed);
    } catch (error) {
      await deps.videoJobs.release(uid, startedAt);
      throw error;
    }
    await deps.videoJobs.record(uid, requestId, startedAt);
    return envelope(c, { requestId, quota: { limit, used, remaining: Math.max(0, limit - used) } });
  });

  ai.post('/media/video/status', async (c) => {
    const startedAt = performance.now();
    const input = await readJsonBody(c, videoStatusInputSchema);
    const media = requireMedia(deps.media);
    const job = await deps.videoJobs.find(input.requestId, c.get('uid'));
    if (!job) throw new HttpError(404, '视频任务不存在');
    // Its video could not be labelled for good (and its quota unit was given back): the same answer again.
    if (job.labelFailure) throw new HttpError(502, job.labelFailure);
    const status = await media.videoStatus(input.requestId);
    const videos = status.results?.videos;
    if (!status.results || !videos?.length) return envelope(c, { ...status, quota: await quotaOf(c.get('uid')) });
    // A finished video is handed out as the platform's labelled copy (issue 35), made once per request.
    const origin = ourOriginOf(c);
    const waitMs = Math.min(deps.videoLabelWaitMs, VIDEO_STATUS_BUDGET_MS - (performance.now() - startedAt));
    const urls = await Promise.all(
      videos.map((video, index) =>
        deps.labelVideo({ requestId: input.requestId, index, upstreamUrl: video.url }, origin, waitMs),
      ),
    ).catch(async (error: unknown) => {
      // A final failure: the user gets the unit back, and later polls the same refusal without a new run.
      if (error instanceof HttpError) await deps.videoJobs.failLabelling(input.requestId, error.message);
      throw error;
    });
    const quota = await quotaOf(c.get('uid'));
    if (urls.some((url) => url === undefined)) {
      // Still being labelled: the client polls again, as while the video was being generated.
      return envelope(c, { status: VIDEO_STATUS_IN_PROGRESS, reason: '', results: null, quota });
    }
    const labelled = videos.map((video, index) => ({ ...video, url: urls[index] }));
    return envelope(c, { ...status, results: { ...status.results, videos: labelled }, quota });
  });
}

function assertOwnUidOf(tokenUid: string, claimed: string): void {
  if (claimed !== tokenUid) throw new HttpError(403, '无权访问其他用户的数据：uid 与登录用户不一致');
}
