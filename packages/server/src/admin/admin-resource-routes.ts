import { randomUUID } from 'node:crypto';
import {
  type AdminResource,
  approveInputSchema,
  rejectInputSchema,
  restoreResourceInputSchema,
  type Submission,
  withdrawResourceInputSchema,
} from '@edu/api-client';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { WITHDRAWN_RESOURCE_CATEGORY } from '../constants';
import type { PortalFileTable } from '../db/portal-schema';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { ok } from '../http/portal-envelope';
import { areaCodeField, pagingFields } from '../http/portal-query';
import { on, readQuery } from '../http/portal-router-kit';
import type { ServerEnv } from '../http/server-env';
import { type NameLookups, toFileItem } from '../portal/content-mapper';
import { newFileRow } from '../portal/new-portal-rows';
import { likePattern } from '../portal/page-rows';
import type { AdminKit } from './admin-kit';
import { pageOf } from './admin-page';
import { type ItemVersion, readVersion, readVersions, takeVersion } from './admin-versions';
import { recordAudit } from './audit-log';
import { inboxMessage, MESSAGE_TYPES } from './inbox-message';
import { submissionTarget, toSubmission, withdrawnFileIds } from './submission-rows';

const B = 'admin/resources/';
const NEVER = { version: 0, updatedAt: '', updatedByName: '' };

/** The version key of a resource centre file. */
const resourceTarget = (id: string) => `resource:${id}`;

function toAdminResource(row: PortalFileTable, names: NameLookups, version: ItemVersion): AdminResource {
  const item = toFileItem(row, names);
  return {
    id: row.id,
    fileName: row.file_name,
    fileExt: row.file_ext,
    uploaderName: row.uploader_name,
    schoolName: item.schoolName,
    subjectName: item.subjectName,
    viewCount: row.view_count,
    downloadCount: row.download_count,
    createdAt: row.created_at,
    withdrawn: row.category === WITHDRAWN_RESOURCE_CATEGORY,
    reviewUrl: item.reviewUrl,
    version: version.version,
  };
}

/**
 * The console's resources: the review queue of contributions (approve publishes the file in the resource
 * centre; reject sends the reason to the uploader), and the resource centre's files (withdraw, restore).
 * The uploader hears of every decision in the bell and /jhmessage.
 */
export function registerAdminResourceRoutes(app: Hono<ServerEnv>, admin: AdminKit): void {
  const { db, kit } = admin;

  const loadSubmission = async (reader: Kysely<Database>, id: string) => {
    const row = await reader.selectFrom('resource_submissions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, '待审核资源不存在');
    return row;
  };
  const answerSubmission = async (id: string): Promise<Submission> => {
    const row = await loadSubmission(db, id);
    const withdrawn = await withdrawnFileIds(db, [row]);
    return toSubmission(
      row,
      await kit.names(),
      await readVersion(db, submissionTarget(id)),
      withdrawn.has(row.file_id),
    );
  };

  on(app, 'GET', [`${B}submissions`], async (c) => {
    const query = readQuery(
      c,
      z.strictObject({
        ...areaCodeField,
        ...pagingFields,
        state: z.enum(['pending', 'approved', 'rejected']).optional(),
        keyword: z.string().trim().max(100).optional(),
      }),
    );
    let base = db.selectFrom('resource_submissions');
    if (query.state) base = base.where('status', '=', query.state);
    if (query.keyword) {
      const pattern = likePattern(query.keyword);
      base = base.where((eb) =>
        eb.or([eb('title', 'like', pattern), eb('file_name', 'like', pattern), eb('uploader_name', 'like', pattern)]),
      );
    }
    const page = await pageOf(base, query, (qb) => qb.selectAll().orderBy('created_at', 'desc').orderBy('id'));
    const versions = await readVersions(
      db,
      page.list.map((row) => submissionTarget(row.id)),
    );
    const names = await kit.names();
    const withdrawn = await withdrawnFileIds(db, page.list);
    return ok(c, {
      ...page,
      list: page.list.map((row) =>
        toSubmission(row, names, versions.get(submissionTarget(row.id)) ?? NEVER, withdrawn.has(row.file_id)),
      ),
    });
  });

  on(app, 'POST', [`${B}submissions/:id/approve`], async (c) => {
    const actor = admin.actorOf(c);
    const input = await admin.readInput(c, approveInputSchema);
    const at = admin.now();
    const id = c.req.param('id') ?? '';
    const before = await loadSubmission(db, id);
    if (before.status !== 'pending') throw new HttpError(409, '该资源已审核过');
    const school = before.school_id
      ? await db.selectFrom('portal_schools').select('town_code').where('id', '=', before.school_id).executeTakeFirst()
      : undefined;
    await admin.write(async (trx) => {
      await takeVersion(trx, submissionTarget(id), input.version, actor, at);
      const file = newFileRow({
        id: randomUUID(),
        category: 'resource',
        file_name: before.file_name,
        file_ext: before.file_ext,
        storage_key: before.storage_key,
        size: before.size,
        content_type: before.content_type,
        uploader_id: before.uploader_uid,
        uploader_name: before.uploader_name,
        school_id: before.school_id,
        town_code: school?.town_code ?? null,
        phase_id: before.phase_id,
        grade_id: before.grade_id,
        subject_id: before.subject_id,
        created_at: at.toISOString(),
      });
      await trx.insertInto('portal_files').values(file).execute();
      await trx
        .updateTable('resource_submissions')
        .set({ status: 'approved', reviewer_name: actor.userName, reviewed_at: at.toISOString(), file_id: file.id })
        .where('id', '=', id)
        .execute();
      await trx
        .insertInto('portal_messages')
        .values(
          inboxMessage(
            before.uploader_uid,
            {
              title: `您上传的资源《${before.title}》已通过审核`,
              content: `您上传的资源《${before.title}》（${before.file_name}）已通过审核，现已在资源中心公开展示。`,
              type: MESSAGE_TYPES.resource,
            },
            at,
          ),
        )
        .execute();
      await recordAudit(trx, {
        actor,
        at,
        action: 'submission.approve',
        targetId: id,
        targetLabel: before.title,
        before: { state: before.status, uploader: before.uploader_name },
        after: { state: 'approved', fileId: file.id },
      });
    });
    return ok(c, await answerSubmission(id));
  });

  on(app, 'POST', [`${B}submissions/:id/reject`], async (c) => {
    const actor = admin.actorOf(c);
    const input = await admin.readInput(c, rejectInputSchema);
    const at = admin.now();
    const id = c.req.param('id') ?? '';
    const before = await loadSubmission(db, id);
    if (before.status !== 'pending') throw new HttpError(409, '该资源已审核过');
    const reason = input.reason.trim();
    await admin.write(async (trx) => {
      await takeVersion(trx, submissionTarget(id), input.version, actor, at);
      await trx
        .updateTable('resource_submissions')
        .set({ status: 'rejected', reason, reviewer_name: actor.userName, reviewed_at: at.toISOString() })
        .where('id', '=', id)
        .execute();
      await trx
        .insertInto('portal_messages')
        .values(
          inboxMessage(
            before.uploader_uid,
            {
              title: `您上传的资源《${before.title}》未通过审核`,
              content: `您上传的资源《${before.title}》（${before.file_name}）未通过审核。原因：${reason}`,
              type: MESSAGE_TYPES.resource,
            },
            at,
          ),
        )
        .execute();
      await recordAudit(trx, {
        actor,
        at,
        action: 'submission.reject',
        targetId: id,
        targetLabel: before.title,
        before: { state: before.status, uploader: before.uploader_name },
        after: { state: 'rejected', reason },
      });
    });
    return ok(c, await answerSubmission(id));
  });

  on(app, 'GET', [`${B}files`], async (c) => {
    const query = readQuery(
      c,
      z.strictObject({
        ...areaCodeField,
        ...pagingFields,
        state: z.enum(['published', 'withdrawn']).optional(),
        keyword: z.string().trim().max(100).optional(),
      }),
    );
    const categories =
      query.state === 'published'
        ? ['resource']
        : query.state === 'withdrawn'
          ? [WITHDRAWN_RESOURCE_CATEGORY]
          : ['resource', WITHDRAWN_RESOURCE_CATEGORY];
    let base = db.selectFrom('portal_files').where('category', 'in', categories);
    if (query.keyword) {
      const pattern = likePattern(query.keyword);
      base = base.where((eb) => eb.or([eb('file_name', 'like', pattern), eb('uploader_name', 'like', pattern)]));
    }
    const page = await pageOf(base, query, (qb) => qb.selectAll().orderBy('created_at', 'desc').orderBy('id'));
    const names = await kit.names();
    const versions = await readVersions(
      db,
      page.list.map((row) => resourceTarget(row.id)),
    );
    return ok(c, {
      ...page,
      list: page.list.map((row) => toAdminResource(row, names, versions.get(resourceTarget(row.id)) ?? NEVER)),
    });
  });

  for (const withdraw of [true, false]) {
    on(app, 'POST', [`${B}files/:id/${withdraw ? 'withdraw' : 'restore'}`], async (c) => {
      const actor = admin.actorOf(c);
      const input = await admin.readInput(c, withdraw ? withdrawResourceInputSchema : restoreResourceInputSchema);
      const at = admin.now();
      const id = c.req.param('id') ?? '';
      const to = withdraw ? WITHDRAWN_RESOURCE_CATEGORY : 'resource';
      const before = await db
        .selectFrom('portal_files')
        .selectAll()
        .where('id', '=', id)
        .where('category', 'in', ['resource', WITHDRAWN_RESOURCE_CATEGORY])
        .executeTakeFirst();
      if (!before) throw new HttpError(404, '资源不存在');
      const reason = 'reason' in input && typeof input.reason === 'string' ? input.reason.trim() : '';
      await admin.write(async (trx) => {
        // The version first: a second administrator who loaded the old state is told who changed it.
        await takeVersion(trx, resourceTarget(id), input.version, actor, at);
        // Then the state, read again in the transaction: a current version on a file already in that state.
        const changed = await trx
          .updateTable('portal_files')
          .set({ category: to })
          .where('id', '=', id)
          .where('category', '=', withdraw ? 'resource' : WITHDRAWN_RESOURCE_CATEGORY)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) === 0)
          throw new HttpError(409, withdraw ? '该资源已撤下' : '该资源已在公开展示');
        // A contributed file's uploader sees the withdrawal, and its reason, among their contributions.
        await trx.updateTable('resource_submissions').set({ reason }).where('file_id', '=', id).execute();
        if (withdraw && before.uploader_id) {
          await trx
            .insertInto('portal_messages')
            .values(
              inboxMessage(
                before.uploader_id,
                {
                  title: `您上传的资源《${before.file_name}》已被撤下`,
                  content: reason
                    ? `您上传的资源《${before.file_name}》已被撤下。原因：${reason}`
                    : `您上传的资源《${before.file_name}》已被撤下。`,
                  type: MESSAGE_TYPES.resource,
                },
                at,
              ),
            )
            .execute();
        }
        await recordAudit(trx, {
          actor,
          at,
          action: withdraw ? 'resource.withdraw' : 'resource.restore',
          targetId: id,
          targetLabel: before.file_name,
          before: { withdrawn: !withdraw },
          after: { withdrawn: withdraw, ...(reason ? { reason } : {}) },
        });
      });
      const after = await db.selectFrom('portal_files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return ok(c, toAdminResource(after, await kit.names(), await readVersion(db, resourceTarget(id))));
    });
  }
}
