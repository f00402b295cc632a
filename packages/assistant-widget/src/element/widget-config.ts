import {
  type AssistantModeId,
  type ChatModel,
  DEFAULT_CHAT_MODEL,
  DEFAULT_SITE_TITLE,
  isAssistantModeId,
  isChatModel,
} from '@edu/api-client';
import { parseRuleList } from '../logic/path-rules';

/** The signed-in user the host hands to the widget (the `user` property). */
export interface AssistantUser {
  uid: string;
  name?: string;
  token?: string;
}

/*
 * These validators are written by hand on purpose: any zod import here would put zod's core into
 * the launcher's first load (issue #4 budget: 90 KB gzip with React); zod arrives later with the
 * API client. They accept exactly what the types say and nothing else.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

/** Reads a `user` value (from a property or JSON), rejecting anything that is not `{ uid, name?, token? }`. */
export function parseUser(value: unknown): AssistantUser | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  let candidate = value;
  if (typeof value === 'string') {
    try {
      candidate = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (!isRecord(candidate)) return undefined;
  const { uid, name, token } = candidate;
  const validUid = (typeof uid === 'string' && uid.trim() !== '') || (typeof uid === 'number' && Number.isFinite(uid));
  if (!validUid || !optionalString(name) || !optionalString(token)) return undefined;
  const user: AssistantUser = { uid: String(uid).trim() };
  if (typeof name === 'string') user.name = name;
  if (typeof token === 'string' && token !== '') user.token = token;
  return user;
}

/** Raw configuration as attributes or React props give it: all optional, all untrusted. */
export interface RawWidgetConfig {
  apiBase?: unknown;
  include?: unknown;
  exclude?: unknown;
  allowedUsers?: unknown;
  model?: unknown;
  /** The site's mode for its visitors (issue 35): teacher, visitor, secondary or primary. */
  mode?: unknown;
  siteName?: unknown;
  uid?: unknown;
  token?: unknown;
  user?: unknown;
}

export interface WidgetConfig {
  apiBase: string;
  include: string[];
  exclude: string[];
  allowedUsers: string[];
  model: ChatModel;
  /** The site's mode, sent to the server, which applies it only when it is stricter than the user's own. */
  mode: AssistantModeId | undefined;
  siteName: string;
  user: AssistantUser | undefined;
}

/** A comma-separated string or an array of strings; anything else is an empty list. */
function parseList(value: unknown): string[] {
  if (typeof value === 'string') return parseRuleList(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return value.map((item: string) => item.trim()).filter(Boolean);
  }
  return [];
}

function parseString(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * Validates attributes/props into a complete configuration. A bad value falls back to its default
 * instead of breaking the page: `model` other than a model's name is 'junheng'; `apiBase` defaults to
 * `/ai` on the page's origin. The `user` property wins over the `uid`/`token` attributes.
 */
export function parseWidgetConfig(raw: RawWidgetConfig): WidgetConfig {
  const apiBase = parseString(raw.apiBase);
  const siteName = parseString(raw.siteName);
  const uid = parseString(raw.uid);
  const token = parseString(raw.token);
  const user = parseUser(raw.user) ?? (uid ? { uid, ...(token ? { token } : {}) } : undefined);
  return {
    apiBase: (apiBase || '/ai').replace(/\/+$/, ''),
    include: parseList(raw.include),
    exclude: parseList(raw.exclude),
    allowedUsers: parseList(raw.allowedUsers),
    model: isChatModel(raw.model) ? raw.model : DEFAULT_CHAT_MODEL,
    mode: isAssistantModeId(parseString(raw.mode)) ? (parseString(raw.mode) as AssistantModeId) : undefined,
    siteName: siteName || DEFAULT_SITE_TITLE,
    user,
  };
}
