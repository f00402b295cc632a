import type { Kysely } from 'kysely';
import { DEMO_PASSWORD } from '../constants';
import { inLockedTransaction } from '../db/locked-transaction';
import { hashPassword } from '../db/password-hash';
import type { Database } from '../db/schema';
import type { FileStore } from '../storage/file-store';
import { addConsoleHistory } from './add-console-history';
import type { DemoContent } from './demo-content';
import { DEMO_UIDS } from './demo-uids';
import { DEMO_SEED, generateDemoContent } from './generate-demo-content';
import type { DemoMediaRenderer } from './render-demo-media';
import { renderDemoMediaApart } from './render-demo-media-apart';

/** What {@link seedPortalDemo} did. */
export interface SeedResult {
  /** False when the database already held portal content (nothing was written). */
  seeded: boolean;
  content: DemoContent;
  elapsedMs: number;
}

// SQLite allows 32 766 bound variables per statement; 100 rows of ≤ 25 columns stays far below.
const BATCH_ROWS = 100;

async function insertBatches<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly object[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + BATCH_ROWS) as never)
      .execute();
  }
}

/**
 * Fills an empty portal with the demo content: pictures and files into the store, then the rows, in one
 * transaction under a database lock. Adds the `expired` demo user (password expired) beside the demo users
 * of db/demo-users.ts. Does nothing when portal content already exists, so it is safe to call on every
 * start, and several server copies starting at once on one PostgreSQL seed it once: each takes the lock,
 * and the ones after the first find the content (and its files, written before the rows commit) there.
 */
export async function seedPortalDemo(options: {
  db: Kysely<Database>;
  store: FileStore;
  seed?: number;
  /** How the files and pictures are rendered (default: in a child process, see renderDemoMediaApart). */
  renderMedia?: DemoMediaRenderer;
  /** The moment the demo is seeded at: the console's history (drafts, a scheduled article) is dated from it. */
  now?: Date;
}): Promise<SeedResult> {
  const started = performance.now();
  const { db, store } = options;
  const now = options.now ?? new Date();
  const content = generateDemoContent(options.seed ?? DEMO_SEED);
  const hasContent = async (reader: Kysely<Database>) =>
    (await reader.selectFrom('portal_content').select('id').limit(1).executeTakeFirst()) !== undefined;
  // Checked once without the lock, so that a start on a seeded database renders nothing.
  if (await hasContent(db)) return { seeded: false, content, elapsedMs: performance.now() - started };

  // Files from the shared media pool share one storage key, rendered once.
  const media = await (options.renderMedia ?? renderDemoMediaApart)({
    files: [
      ...content.files.map((file) => ({ key: file.storage_key, source: file.source })),
      ...content.contributions.map((contribution) => ({ key: contribution.storageKey, source: contribution.source })),
    ],
    pictures: content.pictures,
  });
  const bytesOf = (key: string) => {
    const bytes = media.get(key);
    if (!bytes) throw new Error(`The demo media has no bytes for ${key}`);
    return bytes;
  };
  const rendered = content.files.map(({ source: _source, ...row }) => ({
    ...row,
    size: bytesOf(row.storage_key).length,
  }));
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const seeded = await inLockedTransaction(db, 'edu-platform portal demo seed', async (trx) => {
    if (await hasContent(trx)) return false;
    for (const [key, bytes] of media) await store.put(key, bytes);
    const expiredUser = await trx
      .selectFrom('users')
      .select('uid')
      .where('username', '=', 'expired')
      .executeTakeFirst();
    if (!expiredUser) {
      await trx
        .insertInto('users')
        .values({
          uid: DEMO_UIDS.expired,
          username: 'expired',
          password_hash: passwordHash,
          user_name: '孙晓梅',
          role_id: '3',
          role_name: '教师',
          school_name: '叶县昆阳镇第一小学',
          organ_name: '叶县昆阳镇第一小学',
          organ_id: '3012',
          phone: '13803756606',
          avatar: '',
          created_at: new Date().toISOString(),
        })
        .execute();
    }
    await insertBatches(trx, 'portal_towns', content.towns);
    await insertBatches(trx, 'portal_schools', content.schools);
    await insertBatches(trx, 'portal_teachers', content.teachers);
    await insertBatches(trx, 'portal_classes', content.classes);
    await insertBatches(trx, 'portal_class_members', content.classMembers);
    await insertBatches(trx, 'portal_profiles', content.profiles);
    await insertBatches(trx, 'portal_content', content.content);
    await insertBatches(trx, 'portal_files', rendered);
    await insertBatches(trx, 'portal_comments', content.comments);
    await insertBatches(trx, 'portal_messages', content.messages);
    await insertBatches(trx, 'portal_studio_members', content.studioMembers);
    await insertBatches(trx, 'portal_app_collections', content.appCollections);
    await insertBatches(trx, 'portal_collections', content.collections);
    await addConsoleHistory(trx, { content, passwordHash, now, sizeOf: (key) => bytesOf(key).length });
    return true;
  });
  return { seeded, content, elapsedMs: performance.now() - started };
}
