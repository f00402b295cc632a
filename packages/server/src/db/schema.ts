import type { Generated } from 'kysely';
import type { ConsoleTables } from './console-schema';
import type { PortalTables } from './portal-schema';

/** Table `users`: local login accounts (the demo users, or accounts an administrator adds). */
export interface UserTable {
  uid: string;
  username: string;
  password_hash: string;
  user_name: string;
  role_id: string;
  role_name: string;
  school_name: string;
  organ_name: string;
  organ_id: string;
  phone: string;
  avatar: string;
  created_at: string;
  /** ISO time the account was disabled (the console's switch); null while it may sign in. */
  disabled_at: string | null;
}

/** Table `conversations`: one chat thread of one user; `messages` is a JSON array. */
interface ConversationTable {
  id: Generated<number>;
  uid: string;
  title: string;
  messages: string;
  created_at: string;
  updated_at: string;
}

/** Table `feedback_records`: likes and dislikes; one per (conversation, message pair). */
interface FeedbackTable {
  id: Generated<number>;
  uid: string;
  conversation_id: number;
  kind: 'like' | 'dislike';
  /** SHA-256 of the pair's roles and contents: the identity of "the same answer". */
  pair_key: string;
  messages: string;
  error_code: string | null;
  error_content: string | null;
  created_at: string;
}

/** Table `dislike_reasons`: the reason list the feedback dialog offers. */
interface DislikeReasonTable {
  code: string;
  name: string;
  sort_order: number;
}

/** Table `video_jobs`: video generations started, for ownership of status calls and the daily quota. */
interface VideoJobTable {
  request_id: string;
  uid: string;
  /** UTC day `YYYY-MM-DD` the job was started on. */
  day: string;
  created_at: string;
  /** When a copy claimed the labelling of its video (epoch ms); null while none is labelling it. */
  labelling_started_at: number | null;
  /** Set when its video could not be labelled for good: the 502 every later poll answers (quota given back). */
  label_failure: string | null;
}

/** Table `revoked_tokens`: logged-out tokens by id (`jti`, or a hash of the token), kept until they expire. */
interface RevokedTokenTable {
  token_id: string;
  expires_at: string;
}

/** How a session began: the password sign-in, or the unified login's provider (a sign-in or a token exchange). */
export type SignInMethod = 'password' | 'provider';

/**
 * Table `user_sessions`: every session token the server issued, until it expires, so every session of a
 * user can be ended at once (back-channel logout, a disabled account).
 */
interface UserSessionTable {
  token_id: string;
  uid: string;
  method: SignInMethod;
  /** The provider's `sub` and `sid` of a provider sign-in (back-channel logout names one of them). */
  provider_subject: string | null;
  provider_session: string | null;
  /** The provider's ID token: the `id_token_hint` of RP-initiated logout. */
  id_token: string | null;
  expires_at: string;
}

/** Table `oidc_login_requests`: a sign-in under way at the provider, taken once by the callback. */
interface OidcLoginRequestTable {
  state: string;
  nonce: string;
  code_verifier: string;
  /** The same-site page to come back to (already checked). */
  return_to: string;
  expires_at: string;
}

/** Table `video_quota_days`: video generations started per user and UTC day (the daily quota). */
interface VideoQuotaDayTable {
  uid: string;
  /** UTC day `YYYY-MM-DD`. */
  day: string;
  used: number;
}

/** Table `rate_limit_windows`: requests counted in one fixed window of one rate limit and key. */
interface RateLimitWindowTable {
  /** `<limit name>:<key>:<window index>`. */
  window_key: string;
  count: number;
  /** Epoch milliseconds after which the row is stale (PostgreSQL answers a bigint as a string). */
  expires_at: number | string;
}

/** Table `guide_changes`: the offline guide's document changes, in order, for every server copy to replay. */
interface GuideChangeTable {
  seq: Generated<number>;
  document_id: string;
  /** The document as JSON; null when it was removed. */
  document: string | null;
  changed_at: string;
}

/** Table `chat_replies`: reply jobs (issue 34), running or finished within their retention. */
interface ChatReplyTable {
  id: string;
  uid: string;
  conversation_id: number | null;
  /** The answer's message id in the conversation. */
  answer_id: string | null;
  /** 1 for another version of an earlier answer (its stop text is '[重新生成已终止]'). */
  regenerated: number;
  /** The server copy running it. */
  owner: string;
  state: 'running' | 'done' | 'stopped' | 'interrupted';
  /** A stop asked through another copy: the event the answer is cut at, -1 for wherever it is. */
  stop_after: number | string | null;
  last_event_id: number;
  /** Epoch milliseconds (PostgreSQL answers a bigint as a string). */
  created_at: number | string;
  finished_at: number | string | null;
}

/** Table `chat_reply_events`: a reply's numbered events, a group of them per row (those of one store). */
interface ChatReplyEventTable {
  reply_id: string;
  first_seq: number;
  last_seq: number;
  /** `[[seq, content, reasoning, error or null], …]` as JSON. */
  events: string;
}

/** Table `server_copies`: each running server copy's last report (epoch milliseconds). */
interface ServerCopyTable {
  id: string;
  heartbeat_at: number | string;
}

/** Table `assistant_settings`: the console's assistant settings as one JSON document per id. */
interface AssistantSettingsTable {
  id: string;
  value: string;
}

/** Every table of the server's database: accounts and the AI service's, then the portal's. */
export interface Database extends PortalTables, ConsoleTables {
  users: UserTable;
  conversations: ConversationTable;
  feedback_records: FeedbackTable;
  dislike_reasons: DislikeReasonTable;
  video_jobs: VideoJobTable;
  revoked_tokens: RevokedTokenTable;
  video_quota_days: VideoQuotaDayTable;
  rate_limit_windows: RateLimitWindowTable;
  guide_changes: GuideChangeTable;
  user_sessions: UserSessionTable;
  oidc_login_requests: OidcLoginRequestTable;
  chat_replies: ChatReplyTable;
  chat_reply_events: ChatReplyEventTable;
  server_copies: ServerCopyTable;
  assistant_settings: AssistantSettingsTable;
}
