import { createHmac } from 'node:crypto';

/** Inputs of {@link signXfyunUrl}. */
export interface XfyunSigningInput {
  /** The endpoint, e.g. wss://tts-api.xfyun.cn/v2/tts. */
  endpoint: string;
  apiKey: string;
  apiSecret: string;
  /** Signing time; sent as its RFC 1123 form (`Date#toUTCString`). */
  date: Date;
}

/** The parts of a signed URL (returned for tests and logs; only `url` goes to a client). */
export interface XfyunSignedUrl {
  url: string;
  date: string;
  signature: string;
  authorization: string;
}

/**
 * Signs an xfyun WebSocket URL (protocols.md §2): HMAC-SHA256 with the API secret over
 * `host`, `date` and the request line, wrapped into a Base64 `authorization` query value. Pure.
 */
export function signXfyunUrl(input: XfyunSigningInput): XfyunSignedUrl {
  const endpoint = new URL(input.endpoint);
  const host = endpoint.host;
  const date = input.date.toUTCString();
  const signatureOrigin = `host: ${host}\ndate: ${date}\nGET ${endpoint.pathname} HTTP/1.1`;
  const signature = createHmac('sha256', input.apiSecret).update(signatureOrigin, 'utf8').digest('base64');
  const authorizationOrigin = `api_key="${input.apiKey}", algorithm="hmac-sha256", headers="host date request-line", signature="${signature}"`;
  const authorization = Buffer.from(authorizationOrigin, 'utf8').toString('base64');
  const query = `authorization=${encodeURIComponent(authorization)}&date=${encodeURIComponent(date)}&host=${encodeURIComponent(host)}`;
  return { url: `${endpoint.protocol}//${host}${endpoint.pathname}?${query}`, date, signature, authorization };
}
