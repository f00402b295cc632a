import { randomUUID } from 'node:crypto';
import {
  ADMIN_ARTICLE_KINDS,
  type AdminArticleKind,
  articleCreateInputSchema,
  articlePublishInputSchema,
  articleUpdateInputSchema,
  type ContentState,
  versionOnlyInputSchema,
} from '@edu/api-client';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { appendGuideChanges, type GuideChange } from '../ai/chat/guide/guide-change-log';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { ok } from '../http/portal-envelope';
import { areaCodeField, pagingFields } from '../http/portal-query';
import { on, readQuery } from '../http/portal-router-kit';
import type { ServerEnv } from '../http/server-env';
import { newContentRow } from '../portal/new-portal-rows';
import { likePattern } from '../portal/page-rows';
import { toGuideDocument } from '../portal/portal-guide-documents';
import { storedContentEdit } from '../portal/stored-address';
import type { AdminKit } from './admin-kit';
import { pageOf } from './admin-page';
import { readVersion, readVersions, takeVersion } from './admin-versions';
import {
  ARTICLE_KIND_TYPES,
  articleStateOf,
  articleTarget,
  auditedArticle,
  toAdminArticle,
  toAdminArticleDetail,
} from './article-rows';
import { recordAudit } from './audit-log';

const KINDS = ADMIN_ARTICLE_KINDS.map((entry) => entry.kind);
const B = 'admin/content/';

const listQuery = z.strictObject({
  ...areaCodeField,
  ...pagingFields,
  kind: z.enum(KINDS as [AdminArticleKind, ...AdminArticleKind[]]).optional(),
  state: z.enum(['draft', 'scheduled', 'published', 'withdrawn']).optional(),
  keyword: z.string().trim().max(100).optional(),
});

/** An article of the console's kinds in whatever state, with its state, or 404. */
async function loadArticle(db: Kysely<Database>, id: string) {
  const row = await db
    .selectFrom('portal_content')
    .leftJoin('content_states', 'content_states.content_id', 'portal_content.id')
    .selectAll('portal_content')
    .select('content_states.status as status')
    .where('portal_content.id', '=', id)
    .where('portal_content.kind', 'in', KINDS)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, '文章不存在');
  const { status, ...content } = row;
  return { content, status };
}

/**
 * The console's articles (资讯, 通知公告, 评价改革, practice articles): list, read, create a draft, edit,
 * publish now or later, withdraw, back to draft. Every write names the version it loaded, is audited in its
 * transaction, and logs in that transaction what the offline guide's index of every copy must learn.
 */
export function registerAdminContentRoutes(app: Hono<ServerEnv>, admin: AdminKit): void {
  const { db } = admin;

  on(app, 'GET', [`${B}kinds`], async (c) => {
    readQuery(c, z.strictObject({ ...areaCodeField }));
    return ok(
      c,
      ADMIN_ARTICLE_KINDS.map((entry) => ({ ...entry, types: ARTICLE_KIND_TYPES[entry.kind] })),
    );
  });

  on(app, 'GET', [`${B}articles`], async (c) => {
    const query = readQuery(c, listQuery);
    const at = admin.now().toISOString();
    let base = db
      .selectFrom('portal_content')
      .leftJoin('content_states', 'content_states.content_id', 'portal_content.id')
      .where('portal_content.kind', 'in', query.kind ? [query.kind] : KINDS);
    if (query.keyword) base = base.where('portal_content.title', 'like', likePattern(query.keyword));
    switch (query.state) {
      case undefined:
        break;
      case 'draft':
      case 'withdrawn':
        base = base.where('content_states.status', '=', query.state);
        break;
      case 'scheduled':
        base = base.where('content_states.status', '=', 'scheduled').where('portal_content.published_at', '>', at);
        break;
      case 'published':
        base = base.where((eb) =>
          eb.or([
            eb('content_states.status', 'is', null),
            eb('content_states.status', '=', 'published'),
            eb.and([eb('content_states.status', '=', 'scheduled'), eb('portal_content.published_at', '<=', at)]),
          ]),
        );
        break;
      default:
        return query.state satisfies never;
    }
    const page = await pageOf(base, query, (qb) =>
      qb
        .selectAll('portal_content')
        .select('content_states.status as status')
        .orderBy('portal_content.published_at', 'desc')
        .orderBy('portal_content.id', 'desc'),
    );
    const versions = await readVersions(
      db,
      page.list.map((row) => articleTarget(row.id)),
    );
    const now = admin.now();
    return ok(c, {
      ...page,
      list: page.list.map(({ status, ...row }) =>
        toAdminArticle(
          row,
          articleStateOf(status, row.published_at, now),
          versions.get(articleTarget(row.id)) ?? { version: 0, updatedAt: '', updatedByName: '' },
        ),
      ),
    });
  });

  on(app, 'GET', [`${B}articles/:id`], async (c) => {
    readQuery(c, z.strictObject({ ...areaCodeField }));
    const { content, status } = await loadArticle(db, c.req.param('id') ?? '');
    const version = await readVersion(db, articleTarget(content.id));
    return ok(c, toAdminArticleDetail(content, articleStateOf(status, content.published_at, admin.now()), version));
  });

  on(app, 'POST', [`${B}articles/create`], async (c) => {
    const actor = admin.actorOf(c);
    const input = await admin.readInput(c, articleCreateInputSchema);
    // The body's addresses and the cover pass the stored-address rule (issue 29), as every editor's do.
    const stored = storedAddressesOf(input, admin.kit.ourOrigin(c));
    const at = admin.now();
    const row = newContentRow({
      id: randomUUID(),
      kind: input.kind,
      title: input.title.trim(),
      summary: input.summary?.trim() ?? '',
      body: stored.content,
      cover: stored.cover,
      type_code: input.type || null,
      author_id: actor.uid,
      author_name: actor.userName,
      published_at: at.toISOString(),
    });
    assertKnownType(input.kind, row.type_code);
    await admin.write(async (trx) => {
      await trx.insertInto('portal_content').values(row).execute();
      await trx
        .insertInto('content_states')
        .values({ content_id: row.id, status: 'draft', updated_at: at.toISOString(), updated_by_name: actor.userName })
        .execute();
      await takeVersion(trx, articleTarget(row.id), 0, actor, at);
      await recordAudit(trx, {
        actor,
        at,
        action: 'article.create',
        targetId: row.id,
        targetLabel: row.title,
        before: null,
        after: auditedArticle(row, 'draft'),
      });
    });
    return ok(c, toAdminArticleDetail(row, 'draft', await readVersion(db, articleTarget(row.id))));
  });

  on(app, 'POST', [`${B}articles/:id/update`], async (c) => {
    const actor = admin.actorOf(c);
    const input = await admin.readInput(c, articleUpdateInputSchema);
    const stored = storedAddressesOf(input, admin.kit.ourOrigin(c));
    const at = admin.now();
    const { content: before, status } = await loadArticle(db, c.req.param('id') ?? '');
    const state = articleStateOf(status, before.published_at, at);
    const after = {
      ...before,
      title: input.title.trim(),
      summary: input.summary?.trim() ?? '',
      body: stored.content,
      cover: stored.cover,
      type_code: input.type || null,
    };
    assertKnownType(before.kind as AdminArticleKind, after.type_code);
    await admin.write(async (trx) => {
      await takeVersion(trx, articleTarget(before.id), input.version, actor, at);
      await trx
        .updateTable('portal_content')
        .set({
          title: after.title,
          summary: after.summary,
          body: after.body,
          cover: after.cover,
          type_code: after.type_code,
        })
        .where('id', '=', before.id)
        .execute();
      await recordAudit(trx, {
        actor,
        at,
        action: 'article.update',
        targetId: before.id,
        targetLabel: after.title,
        before: auditedArticle(before, state),
        after: auditedArticle(after, state),
      });
      await appendGuideChanges(trx, guideChangesOf(after, state), at);
    });
    return ok(c, toAdminArticleDetail(after, state, await readVersion(db, articleTarget(before.id))));
  });

  on(app, 'POST', [`${B}articles/:id/publish`], async (c) => {
    const actor = admin.actorOf(c);
    const input = await admin.readInput(c, articlePublishInputSchema);
    const at = admin.now();
    const { content: before, status } = await loadArticle(db, c.req.param('id') ?? '');
    const stateBefore = articleStateOf(status, before.published_at, at);
    const publishAt = input.publishAt ? new Date(input.publishAt) : undefined;
    if (publishAt && publishAt.getTime() <= at.getTime()) throw new HttpError(400, '定时发布的时间须晚于当前时间');
    const state: ContentState = publishAt ? 'scheduled' : 'published';
    // A published article keeps its date when published again; a draft, scheduled or withdrawn one is dated now.
    const publishedAt =
      publishAt?.toISOString() ?? (stateBefore === 'published' ? before.published_at : at.toISOString());
    const after = { ...before, published_at: publishedAt };
    const version = await admin.write(async (trx) => {
      const next = await takeVersion(trx, articleTarget(before.id), input.version, actor, at);
      await trx.updateTable('portal_content').set({ published_at: publishedAt }).where('id', '=', before.id).execute();
      await setStatus(trx, before.id, state, actor.userName, at);
      await recordAudit(trx, {
        actor,
        at,
        action: publishAt ? 'article.schedule' : 'article.publish',
        targetId: before.id,
        targetLabel: before.title,
        before: auditedArticle(before, stateBefore),
        after: auditedArticle(after, state),
      });
      await appendGuideChanges(trx, guideChangesOf(after, state), at);
      return next;
    });
    return ok(c, { id: before.id, version });
  });

  for (const [verb, state, action] of [
    ['withdraw', 'withdrawn', 'article.withdraw'],
    ['unpublish', 'draft', 'article.unpublish'],
  ] as const) {
    on(app, 'POST', [`${B}articles/:id/${verb}`], async (c) => {
      const actor = admin.actorOf(c);
      const input = await admin.readInput(c, versionOnlyInputSchema);
      const at = admin.now();
      const { content: before, status } = await loadArticle(db, c.req.param('id') ?? '');
      const stateBefore = articleStateOf(status, before.published_at, at);
      if (stateBefore === state) throw new HttpError(409, state === 'draft' ? '该文章已是草稿' : '该文章已撤下');
      const version = await admin.write(async (trx) => {
        const next = await takeVersion(trx, articleTarget(before.id), input.version, actor, at);
        await setStatus(trx, before.id, state, actor.userName, at);
        await recordAudit(trx, {
          actor,
          at,
          action,
          targetId: before.id,
          targetLabel: before.title,
          before: auditedArticle(before, stateBefore),
          after: auditedArticle(before, state),
        });
        await appendGuideChanges(trx, guideChangesOf(before, state), at);
        return next;
      });
      return ok(c, { id: before.id, version });
    });
  }
}

/**
 * What the offline guide's index learns of an article's write: its document while the public sees it (a
 * scheduled one joins at its time, through each copy's due check), its removal otherwise; nothing for a
 * kind the guide does not index.
 */
function guideChangesOf(row: Parameters<typeof toGuideDocument>[0], state: ContentState): GuideChange[] {
  const document = toGuideDocument(row);
  if (!document) return [];
  return [{ documentId: document.id, document: state === 'published' ? document : null }];
}

/** Sets an article's console state (one row per article). */
async function setStatus(
  trx: Kysely<Database>,
  id: string,
  status: 'draft' | 'scheduled' | 'published' | 'withdrawn',
  editorName: string,
  at: Date,
): Promise<void> {
  const values = { status, updated_at: at.toISOString(), updated_by_name: editorName };
  await trx
    .insertInto('content_states')
    .values({ content_id: id, ...values })
    .onConflict((conflict) => conflict.column('content_id').doUpdateSet(values))
    .execute();
}

/** A type the kind does not offer is a 400. */
function assertKnownType(kind: AdminArticleKind, type: string | null): void {
  if (type && !ARTICLE_KIND_TYPES[kind].some((entry) => entry.id === type)) {
    throw new HttpError(400, `参数错误：type: 该栏目没有类型 ${type}`);
  }
}

/** An article's body and cover as stored: the rich-text policy and the stored-address rule applied. */
function storedAddressesOf(
  input: { content?: string | undefined; cover?: string | undefined },
  ourOrigin: string,
): { content: string; cover: string } {
  const edit = storedContentEdit(
    { content: input.content ?? '', cover: input.cover?.trim() ?? '' },
    ourOrigin,
    'own-files-or-other-sites',
  );
  return { content: edit.content ?? '', cover: edit.cover ?? '' };
}
