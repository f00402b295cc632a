import type { Hono } from 'hono';
import { XFYUN_SIGNATURE_LIFETIME_MS } from '../../constants';
import { envelope } from '../../http/ai-envelope';
import { HttpError } from '../../http/http-error';
import type { ServerEnv } from '../../http/server-env';
import type { XfyunCredentials } from '../ai-settings';
import { signXfyunUrl } from './sign-xfyun-url';

/** `GET /speech/tts-url`: a short-lived signed xfyun TTS URL; the API secret stays on the server. */
export function registerSpeechRoutes(
  ai: Hono<ServerEnv>,
  deps: { xfyun: XfyunCredentials | undefined; ttsUrl: string; now: () => Date },
): void {
  ai.get('/speech/tts-url', (c) => {
    if (!deps.xfyun) {
      throw new HttpError(
        404,
        '语音合成未配置：服务器没有设置 XFYUN_APP_ID、XFYUN_API_KEY 和 XFYUN_API_SECRET，请使用浏览器朗读',
      );
    }
    const date = deps.now();
    const signed = signXfyunUrl({
      endpoint: deps.ttsUrl,
      apiKey: deps.xfyun.apiKey,
      apiSecret: deps.xfyun.apiSecret,
      date,
    });
    return envelope(c, {
      url: signed.url,
      appId: deps.xfyun.appId,
      expiresAt: new Date(date.getTime() + XFYUN_SIGNATURE_LIFETIME_MS).toISOString(),
    });
  });
}
