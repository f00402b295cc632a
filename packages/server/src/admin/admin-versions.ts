import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { Identity } from '../http/identity';

/** The edit version of an item, and who last changed it through the console. */
export interface ItemVersion {
  version: number;
  updatedAt: string;
  updatedByName: string;
}

/** An item never edited through the console is at version 0. */
const NEVER_EDITED: ItemVersion = { version: 0, updatedAt: '', updatedByName: '' };

/** The versions of some items (`article:<id>`, `person:<uid>`, `site`…), by target; absent ones at 0. */
export async function readVersions(
  db: Kysely<Database>,
  targets: readonly string[],
): Promise<Map<string, ItemVersion>> {
  const found = new Map<string, ItemVersion>();
  if (targets.length === 0) return found;
  const rows = await db.selectFrom('admin_versions').selectAll().where('target', 'in', targets).execute();
  for (const row of rows) {
    found.set(row.target, { version: row.version, updatedAt: row.updated_at, updatedByName: row.updated_by_name });
  }
  return found;
}

/** The version of one item. */
export async function readVersion(db: Kysely<Database>, target: string): Promise<ItemVersion> {
  return (await readVersions(db, [target])).get(target) ?? NEVER_EDITED;
}

/**
 * Takes the next version of an item for a write that loaded version `expected`, in the write's
 * transaction: one conditional upsert, so of two administrators who loaded the same version only the first
 * to commit wins; the second gets 409 naming who changed it, and nothing of the write is kept.
 */
export async function takeVersion(
  trx: Kysely<Database>,
  target: string,
  expected: number,
  editor: Pick<Identity, 'userName'>,
  at: Date,
): Promise<number> {
  const next = expected + 1;
  const values = { version: next, updated_at: at.toISOString(), updated_by_name: editor.userName };
  const taken =
    expected === 0
      ? // Version 0 has no row: the first write inserts one; a row already there means someone was first.
        (
          await trx
            .insertInto('admin_versions')
            .values({ target, ...values })
            .onConflict((c) => c.doNothing())
            .executeTakeFirst()
        ).numInsertedOrUpdatedRows
      : (
          await trx
            .updateTable('admin_versions')
            .set(values)
            .where('target', '=', target)
            .where('version', '=', expected)
            .executeTakeFirst()
        ).numUpdatedRows;
  if (Number(taken ?? 0) === 1) return next;
  const current = await readVersion(trx, target);
  throw new HttpError(
    409,
    current.updatedByName
      ? `该内容已被${current.updatedByName}于${chinaMinute(current.updatedAt)}修改，您看到的不是最新版本，请刷新后再编辑`
      : '该内容已被其他管理员修改，您看到的不是最新版本，请刷新后再编辑',
    { version: current.version },
  );
}

/** `YYYY-MM-DD HH:mm` in China's time (UTC+8, no daylight saving) of an ISO time. */
function chinaMinute(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Date(time + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}
