import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Identity } from '../http/identity';

/** One administrative write, as the handler that made it describes it. */
export interface AuditRecord {
  actor: Pick<Identity, 'uid' | 'userName'>;
  at: Date;
  /** `<target type>.<verb>`, e.g. `article.publish`; its words are in {@link AUDIT_ACTION_NAMES}. */
  action: AuditAction;
  targetId: string;
  /** What a reader of the log recognises the item by (a title, a person's name). */
  targetLabel: string;
  /** The item's fields before the write (null when it did not exist) and after (null when it is gone). */
  before: unknown;
  after: unknown;
}

/** Every action the console records, in words. */
export const AUDIT_ACTION_NAMES = {
  'article.create': '新建文章',
  'article.update': '修改文章',
  'article.publish': '发布文章',
  'article.schedule': '定时发布文章',
  'article.withdraw': '撤下文章',
  'article.unpublish': '文章退回草稿',
  'home-item.create': '新增首页项目',
  'home-item.update': '修改首页项目',
  'home-item.show': '显示首页项目',
  'home-item.hide': '隐藏首页项目',
  'home-item.reorder': '调整首页顺序',
  'site.update': '修改站点设置',
  'person.create': '新建账号',
  'person.update': '修改账号',
  'person.disable': '停用账号',
  'person.enable': '启用账号',
  'person.reset-password': '重置密码',
  'person.studio-place': '设置工作室角色',
  'person.studio-remove': '移出工作室',
  'person.import': '批量导入教师',
  'submission.approve': '审核通过资源',
  'submission.reject': '驳回资源',
  'resource.withdraw': '撤下资源',
  'resource.restore': '恢复资源',
  'notice.send': '发送通知',
  'assistant.update': '修改助手设置',
} as const;

/** An action the console records. */
export type AuditAction = keyof typeof AUDIT_ACTION_NAMES;

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * Appends an entry to the audit log. Call it inside the write's own transaction: the entry and the change
 * commit together or not at all, so the log never names a write that did not happen, nor misses one.
 */
export async function recordAudit(trx: Kysely<Database>, record: AuditRecord): Promise<void> {
  await trx
    .insertInto('admin_audit_log')
    .values({
      id: randomUUID(),
      at: record.at.toISOString(),
      actor_uid: record.actor.uid,
      actor_name: record.actor.userName,
      action: record.action,
      target_type: record.action.slice(0, record.action.indexOf('.')),
      target_id: record.targetId,
      target_label: record.targetLabel,
      before_json: json(record.before),
      after_json: json(record.after),
    })
    .execute();
}
