import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { assertRate } from './assert-rate';
import { createRateLimit } from './rate-limit';
import type { RateLimit } from './rate-limiter';

/**
 * The writes a user can repeat, each with its own per-user limit (a setting) and the words of its 429:
 * `<what>请求过于频繁（每分钟最多 N 次），请 S 秒后再试`.
 */
export const WRITE_KINDS = {
  /** Comments written and deleted (`practiceComment`). */
  comment: '发表和删除评论',
  /** File-view logs of a signed-in user: visitor start and close, see times, review time. */
  viewLog: '浏览记录',
  /** Collecting and uncollecting applications. */
  collection: '收藏应用',
  /** Likes and dislikes of the assistant's answers, and their removal. */
  feedback: '点赞和点踩',
  /** 两研一刊 interactions: collecting news, activities and files, and evaluating files. */
  researchInteraction: '教研互动',
  /** Marking messages read. */
  messageRead: '标记消息已读',
  /** Upload signatures (presigns) and the uploads themselves. */
  upload: '上传文件',
  /** Conversations of the assistant: create, update, delete. */
  conversation: '保存对话',
  /**
   * Every other write of a signed-in user: classes joined and left, subjects, the password-expiry update,
   * and the editors' writes of studios and 两研一刊 (news, activities, files, members).
   */
  edit: '修改数据',
} as const;

/** One of {@link WRITE_KINDS}. */
export type WriteKind = keyof typeof WRITE_KINDS;

/** Writes per user per minute, for each kind (the settings `<KIND>_RATE_LIMIT_PER_MINUTE`). */
export type WriteLimitSettings = Readonly<Record<WriteKind, number>>;

/** The per-user limits of every repeatable write. */
export interface WriteLimits {
  /** Takes one write of `kind` from the user's allowance, or throws 429 with `Retry-After`. */
  take(kind: WriteKind, uid: string): Promise<void>;
}

/**
 * One rate limit per kind of write, counted as the other limits are (`createRateLimit`: in the database
 * with PostgreSQL, so every copy shares one count; in memory with SQLite, which serves one copy).
 */
export function createWriteLimits(
  db: Kysely<Database>,
  settings: WriteLimitSettings,
  now: () => number = Date.now,
): WriteLimits {
  const limits = new Map<WriteKind, RateLimit>();
  for (const kind of Object.keys(WRITE_KINDS) as WriteKind[]) {
    limits.set(kind, createRateLimit(db, { name: `write-${kind}`, limit: settings[kind], now }));
  }
  return {
    async take(kind, uid) {
      const limit = limits.get(kind);
      if (limit) await assertRate(limit, uid, WRITE_KINDS[kind]);
    },
  };
}
