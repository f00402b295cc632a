import ky from 'ky';
import * as z from 'zod/mini';
import {
  PORTAL_API_PREFIX,
  PORTAL_REQUEST_TIMEOUT_MS,
  PORTAL_SUCCESS_CODES,
  PORTAL_SUCCESS_STATUS,
} from '../constants';
import { portalEnvelopeSchema } from '../contract/envelope';
import { parseJson } from '../contract/parse-json';
import { PortalApiError } from '../errors/portal-api-error';
import { statusText } from '../errors/status-texts';
import type { FetchFunction } from '../http/fetch-function';
import { authorizationFor, type TokenSource } from '../http/token-source';
import { classifyTransportError } from '../http/transport-error';
import { REQUEST_MESSAGES } from '../messages';

/** Query parameters of a portal call; undefined and null values are left out. */
export type PortalParams = Record<string, string | number | boolean | null | undefined>;

/** Options of {@link createPortalClient}. */
export interface PortalClientOptions {
  /**
   * Origin (or origin plus a mount path) the portal API lives under, e.g. `http://localhost:8080`.
   * `/resource_api` is added to every path that lacks it.
   */
  baseUrl: string;
  /** Current login token, sent as `Authorization: Bearer <token>` when present. */
  getToken?: TokenSource | undefined;
  /** The fixed `areaCode` query added to every GET (SPEC §7); not sent when undefined. */
  areaCode?: string | undefined;
  /** Called on HTTP 401 (or envelope code 401): clear the user and go to login (SPEC §8). */
  onUnauthorized?: ((error: PortalApiError) => void) | undefined;
  /** Called on HTTP 403 (or envelope code 403): show Page403 (SPEC §8). */
  onForbidden?: ((error: PortalApiError) => void) | undefined;
  /** The fetch to use; defaults to the global one. */
  fetch?: FetchFunction | undefined;
  /** Request time-out in milliseconds; default 60000 (SPEC §7). */
  timeoutMs?: number | undefined;
}

/** Options of one portal call. */
export interface PortalRequestOptions<T> {
  /** Query parameters. */
  params?: PortalParams | undefined;
  /** JSON body (POST). */
  json?: unknown;
  /** Checks the envelope's `data`; without it the data comes back as `unknown`. */
  schema?: z.core.$ZodType<T> | undefined;
  signal?: AbortSignal | undefined;
}

/** The portal HTTP client; section modules (`portal/*.ts`) are functions over it. */
export interface PortalClient {
  /** GET with the `areaCode` query added; resolves with the envelope's `data`. */
  get<T = unknown>(path: string, options?: PortalRequestOptions<T>): Promise<T>;
  /** POST; resolves with the envelope's `data`. */
  post<T = unknown>(path: string, options?: PortalRequestOptions<T>): Promise<T>;
  /** The full URL of a portal path (prefix added), e.g. for links and downloads. */
  urlFor(path: string): string;
}

const successCodes: readonly (number | string)[] = [...PORTAL_SUCCESS_CODES, ...PORTAL_SUCCESS_CODES.map(String)];

/** `/resource_api/<path>`, unless the path already starts with the prefix. */
export function withPortalPrefix(path: string): string {
  const clean = `/${path.replace(/^\/+/, '')}`;
  return clean === PORTAL_API_PREFIX || clean.startsWith(`${PORTAL_API_PREFIX}/`)
    ? clean
    : `${PORTAL_API_PREFIX}${clean}`;
}

function searchParamsOf(params: PortalParams): Record<string, string> {
  const entries = Object.entries(params).filter(([, value]) => value !== undefined && value !== null);
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

function isSuccess(envelope: z.infer<typeof portalEnvelopeSchema>): boolean {
  const { code, status } = envelope;
  return (
    (code !== undefined && code !== null && successCodes.includes(code)) ||
    (status !== undefined && status !== null && Number(status) === PORTAL_SUCCESS_STATUS)
  );
}

function numberOrUndefined(value: string | number | null | undefined): number | undefined {
  const number = Number(value);
  return value === null || value === undefined || Number.isNaN(number) ? undefined : number;
}

/**
 * Creates the portal client (SPEC §7, §8): 60 s time-out, no-cache header, bearer token, `areaCode` on
 * GETs, success when `code` is 20000 or 0 or `status` is 1000. Failures reject with a `PortalApiError`
 * whose message follows SPEC §8: the server's `message` or `msg`; else 'request error, please try again
 * later' for a failed envelope, the status text for an HTTP error, 'server connection timed out' when no
 * response came. 401 and 403 call the injected handlers before rejecting; the client never navigates.
 */
export function createPortalClient(options: PortalClientOptions): PortalClient {
  const http = ky.create({
    retry: 0,
    timeout: options.timeoutMs ?? PORTAL_REQUEST_TIMEOUT_MS,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    headers: { 'cache-control': 'no-cache', pragma: 'no-cache' },
    hooks: {
      beforeRequest: [
        async (request) => {
          const authorization = await authorizationFor(options.getToken);
          if (authorization !== undefined) request.headers.set('authorization', authorization);
        },
      ],
    },
  });
  const urlFor = (path: string) => `${options.baseUrl.replace(/\/+$/, '')}${withPortalPrefix(path)}`;

  function fail(error: PortalApiError): never {
    const code = error.status === 401 || error.status === 403 ? error.status : error.envelopeCode;
    if (code === 401) options.onUnauthorized?.(error);
    if (code === 403) options.onForbidden?.(error);
    throw error;
  }

  async function request<T>(method: 'get' | 'post', path: string, call: PortalRequestOptions<T> = {}): Promise<T> {
    const params = {
      ...call.params,
      ...(method === 'get' && options.areaCode !== undefined ? { areaCode: options.areaCode } : {}),
    };
    let response: Response;
    try {
      response = await http(urlFor(path), {
        method,
        searchParams: searchParamsOf(params),
        json: call.json,
        signal: call.signal,
      });
    } catch (error) {
      const { code, message } = classifyTransportError(error, call.signal);
      throw new PortalApiError(code, message, { cause: error });
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      const { code, message } = classifyTransportError(error, call.signal);
      throw new PortalApiError(code, message, { status: response.status, cause: error });
    }
    const parsed = parseJson(text);
    const envelope = portalEnvelopeSchema.safeParse(parsed.ok ? parsed.value : undefined);
    const body = envelope.success ? envelope.data : undefined;
    const serverMessage = body?.message || body?.msg || undefined;
    const envelopeCode = numberOrUndefined(body?.code ?? body?.status);
    // Our server puts the SPEC §8 status text in `message` and the reason in `msg`: keep both.
    const reason = body?.msg && body.msg !== serverMessage ? body.msg : undefined;
    if (!response.ok) {
      fail(
        new PortalApiError('http-status', serverMessage ?? statusText(response.status), {
          status: response.status,
          envelopeCode,
          reason,
        }),
      );
    }
    if (body === undefined) {
      throw new PortalApiError('invalid-response', REQUEST_MESSAGES.invalidResponse, { status: response.status });
    }
    if (!isSuccess(body)) {
      fail(
        new PortalApiError('envelope', serverMessage ?? REQUEST_MESSAGES.requestError, {
          status: response.status,
          envelopeCode,
          reason,
        }),
      );
    }
    const schema = (call.schema ?? z.unknown()) as z.core.$ZodType<T>;
    const data = z.safeParse(schema, body.data);
    if (!data.success) {
      throw new PortalApiError('invalid-response', REQUEST_MESSAGES.invalidResponse, {
        status: response.status,
        envelopeCode,
        cause: data.error,
      });
    }
    return data.data;
  }

  return {
    get: (path, call) => request('get', path, call),
    post: (path, call) => request('post', path, call),
    urlFor,
  };
}
