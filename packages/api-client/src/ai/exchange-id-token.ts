import ky from 'ky';
import { AI_JSON_TIMEOUT_MS } from '../constants';
import { parseJson } from '../contract/parse-json';
import {
  ID_TOKEN_TYPE,
  oauthErrorSchema,
  TOKEN_EXCHANGE_GRANT_TYPE,
  type TokenExchangeResult,
  tokenExchangeResultSchema,
} from '../contract/token-exchange';
import { AiServiceError } from '../errors/ai-service-error';
import { statusText } from '../errors/status-texts';
import type { FetchFunction } from '../http/fetch-function';
import { classifyTransportError } from '../http/transport-error';
import { REQUEST_MESSAGES } from '../messages';

/** Options of {@link exchangeIdToken}. */
export interface ExchangeIdTokenOptions {
  fetch?: FetchFunction | undefined;
  /** Time-out in milliseconds; default 15000. */
  timeoutMs?: number | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * Exchanges an ID token the county's unified login issued to another county site (one the server lists in
 * OIDC_EXCHANGE_CLIENT_IDS) for a Bearer token of the assistant: `POST {origin}/auth/token`, RFC 8693
 * token exchange. `baseUrl` may be the site origin or any URL on it (the AI base `http://host/ai`, say).
 * Rejects with an {@link AiServiceError} whose message is the server's `error_description` when it gave one.
 */
export async function exchangeIdToken(
  baseUrl: string,
  idToken: string,
  options: ExchangeIdTokenOptions = {},
): Promise<TokenExchangeResult> {
  const http = ky.create({
    retry: 0,
    timeout: options.timeoutMs ?? AI_JSON_TIMEOUT_MS,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const url = new URL('/auth/token', new URL(baseUrl).origin).href;
  let response: Response;
  let text: string;
  try {
    response = await http.post(url, {
      body: new URLSearchParams({
        grant_type: TOKEN_EXCHANGE_GRANT_TYPE,
        subject_token: idToken,
        subject_token_type: ID_TOKEN_TYPE,
      }),
      signal: options.signal,
    });
    text = await response.text();
  } catch (error) {
    const { code, message } = classifyTransportError(error, options.signal);
    throw new AiServiceError(code, message, { cause: error });
  }
  const parsed = parseJson(text);
  const body = parsed.ok ? parsed.value : undefined;
  if (!response.ok) {
    const refusal = oauthErrorSchema.safeParse(body);
    const description = refusal.success ? refusal.data.error_description : undefined;
    throw new AiServiceError('http-status', description || statusText(response.status), { status: response.status });
  }
  const result = tokenExchangeResultSchema.safeParse(body);
  if (!result.success) {
    throw new AiServiceError('invalid-response', REQUEST_MESSAGES.invalidResponse, {
      status: response.status,
      cause: result.error,
    });
  }
  return result.data;
}
