import ky from 'ky';
import { AI_JSON_TIMEOUT_MS } from '../constants';
import { type LoginInput, type LoginResult, loginInputSchema, loginResultSchema } from '../contract/login';
import type { FetchFunction } from '../http/fetch-function';
import { requestAiData } from './request-ai-data';
import { validateInput } from './validate-input';

/** Options of {@link login}. */
export interface LoginOptions {
  fetch?: FetchFunction | undefined;
  /** Time-out in milliseconds; default 15000. */
  timeoutMs?: number | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * Logs in against `POST {origin}/auth/login` with the credentials in a JSON body and returns the bearer
 * token and the user. `baseUrl` may be the site origin or any URL on it (such as the AI-service base
 * `http://host/ai`): only its origin is used, because the server mounts `/auth` at the root beside `/ai`.
 * Rejects with an `AiServiceError` (the same envelope rules as the AI service: code 200 or 201).
 */
export async function login(
  baseUrl: string,
  credentials: LoginInput,
  options: LoginOptions = {},
): Promise<LoginResult> {
  const json = validateInput(loginInputSchema, credentials);
  const http = ky.create({
    retry: 0,
    timeout: options.timeoutMs ?? AI_JSON_TIMEOUT_MS,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const url = new URL('/auth/login', new URL(baseUrl).origin).href;
  return requestAiData(http, { method: 'post', url, json, signal: options.signal }, loginResultSchema);
}
