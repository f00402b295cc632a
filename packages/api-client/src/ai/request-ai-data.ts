import type { KyInstance } from 'ky';
import * as z from 'zod/mini';
import { AI_SUCCESS_CODES } from '../constants';
import { aiEnvelopeSchema } from '../contract/envelope';
import { parseJson } from '../contract/parse-json';
import { AiServiceError } from '../errors/ai-service-error';
import { statusText } from '../errors/status-texts';
import { classifyTransportError } from '../http/transport-error';
import { REQUEST_MESSAGES } from '../messages';

/** One AI-service request. */
export interface AiRequest {
  method: 'get' | 'post' | 'put' | 'delete';
  url: string;
  searchParams?: Record<string, string> | undefined;
  json?: unknown;
  signal?: AbortSignal | undefined;
}

const successCodes: readonly number[] = AI_SUCCESS_CODES;

/**
 * Sends one request and returns the envelope's `data` once `schema` accepts it. Success needs a 2xx HTTP
 * status and an envelope `code` of 200 or 201 (SPEC §7); anything else rejects with an
 * {@link AiServiceError} whose message is the server's `message`, else the SPEC §8 status text.
 */
export async function requestAiData<T>(http: KyInstance, request: AiRequest, schema: z.core.$ZodType<T>): Promise<T> {
  let response: Response;
  try {
    response = await http(request.url, {
      method: request.method,
      searchParams: request.searchParams,
      json: request.json,
      signal: request.signal,
    });
  } catch (error) {
    const { code, message } = classifyTransportError(error, request.signal);
    throw new AiServiceError(code, message, { cause: error });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    const { code, message } = classifyTransportError(error, request.signal);
    throw new AiServiceError(code, message, { status: response.status, cause: error });
  }
  const parsed = parseJson(text);
  const envelope = aiEnvelopeSchema.safeParse(parsed.ok ? parsed.value : undefined);
  const envelopeCode = envelope.success ? envelope.data.code : undefined;
  const serverMessage = envelope.success ? envelope.data.message || undefined : undefined;
  if (!response.ok) {
    throw new AiServiceError('http-status', serverMessage ?? statusText(response.status), {
      status: response.status,
      envelopeCode,
    });
  }
  if (!envelope.success) {
    throw new AiServiceError('invalid-response', REQUEST_MESSAGES.invalidResponse, {
      status: response.status,
      cause: parsed.ok ? envelope.error : parsed.error,
    });
  }
  if (!successCodes.includes(envelope.data.code)) {
    throw new AiServiceError('envelope', serverMessage ?? statusText(envelope.data.code), {
      status: response.status,
      envelopeCode,
    });
  }
  const data = z.safeParse(schema, envelope.data.data);
  if (!data.success) {
    throw new AiServiceError('invalid-response', REQUEST_MESSAGES.invalidResponse, {
      status: response.status,
      envelopeCode,
      cause: data.error,
    });
  }
  return data.data;
}
