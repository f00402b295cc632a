import { z } from 'zod';
import { HttpError } from '../../http/http-error';
import { parseJson } from '../../http/parse-json';
import { describeUpstreamBody, isAbortError } from '../upstream-error';

/** Settings of {@link createMediaClient}. */
export interface MediaClientOptions {
  baseUrl: string;
  apiKey: string;
  imageModel: string;
  imageSize: string;
  videoModel: string;
  videoSize: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

// protocols.md §1.5 and §1.6, tolerant.
const imageResponseSchema = z.looseObject({
  images: z.array(z.looseObject({ url: z.string() })).nullish(),
  seed: z.number().nullish(),
  timings: z.unknown().optional(),
});
const videoSubmitSchema = z.looseObject({ requestId: z.string().min(1) });
const videoStatusSchema = z.looseObject({
  status: z.string(),
  reason: z.string().nullish(),
  results: z
    .looseObject({ videos: z.array(z.looseObject({ url: z.string() })).nullish(), seed: z.number().nullish() })
    .nullish(),
  position: z.number().nullish(),
});

/** Image generation result as our API returns it. */
export type ImageGeneration = { images: { url: string }[]; seed: number | null };
/** Video status as our API returns it (results null until done). */
export type VideoStatus = z.infer<typeof videoStatusSchema>;

/** A SiliconFlow-compatible image and video API (protocols.md §1.5-1.6). Failures are {@link HttpError}s. */
export function createMediaClient(options: MediaClientOptions) {
  const doFetch = options.fetch ?? fetch;

  async function post<S extends z.ZodType>(path: string, body: unknown, schema: S, what: string): Promise<z.output<S>> {
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      if (isAbortError(error))
        throw new HttpError(504, `${what}服务在 ${options.timeoutMs / 1000} 秒内没有响应，请稍后重试`);
      throw new HttpError(502, `无法连接${what}服务：${error instanceof Error ? error.message : String(error)}`);
    }
    const text = await response.text();
    if (!response.ok) throw new HttpError(502, `${what}失败：${describeUpstreamBody(response.status, text)}`);
    const parsed = parseJson(text);
    const result = parsed.ok ? schema.safeParse(parsed.value) : undefined;
    if (!result?.success) throw new HttpError(502, `${what}服务返回了无法识别的数据`);
    return result.data;
  }

  return {
    async generateImage(prompt: string, seed: number | undefined): Promise<ImageGeneration> {
      const result = await post(
        '/images/generations',
        {
          model: options.imageModel,
          prompt,
          image_size: options.imageSize,
          batch_size: 1,
          ...(seed === undefined ? {} : { seed }),
        },
        imageResponseSchema,
        '图片生成',
      );
      return { images: (result.images ?? []).map(({ url }) => ({ url })), seed: result.seed ?? null };
    },
    async submitVideo(prompt: string, seed: number | undefined): Promise<string> {
      const result = await post(
        '/video/submit',
        { model: options.videoModel, prompt, image_size: options.videoSize, ...(seed === undefined ? {} : { seed }) },
        videoSubmitSchema,
        '视频生成',
      );
      return result.requestId;
    },
    async videoStatus(requestId: string): Promise<VideoStatus> {
      return post('/video/status', { requestId }, videoStatusSchema, '视频状态查询');
    },
  };
}

/** The media client's interface. */
export type MediaClient = ReturnType<typeof createMediaClient>;
