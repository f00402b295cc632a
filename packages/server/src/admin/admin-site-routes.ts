import { randomUUID } from 'node:crypto';
import {
  appOpenModeOf,
  DEFAULT_SITE_TITLE,
  HOME_ITEM_KINDS,
  type HomeItem,
  type HomeItemKind,
  homeItemCreateInputSchema,
  homeItemOrderInputSchema,
  homeItemUpdateInputSchema,
  homeItemVisibilityInputSchema,
  isStoredAddressAllowed,
  type SiteSettings,
  type StoredAddressUse,
  siteSettingsInputSchema,
} from '@edu/api-client';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { PortalContentTable } from '../db/portal-schema';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { ok } from '../http/portal-envelope';
import { areaCodeField } from '../http/portal-query';
import { on, readQuery } from '../http/portal-router-kit';
import type { ServerEnv } from '../http/server-env';
import { extraOf } from '../portal/content-mapper';
import { newContentRow } from '../portal/new-portal-rows';
import type { AdminKit } from './admin-kit';
import { type ItemVersion, readVersion, readVersions, takeVersion } from './admin-versions';
import { recordAudit } from './audit-log';

const B = 'admin/site/';
const KINDS = HOME_ITEM_KINDS.map((entry) => entry.kind) as [HomeItemKind, ...HomeItemKind[]];
const itemTarget = (id: string) => `home-item:${id}`;
const SITE_TARGET = 'site';
const NO_VERSION: ItemVersion = { version: 0, updatedAt: '', updatedByName: '' };

type ItemRow = PortalContentTable & { status: string | null };

function toHomeItem(row: ItemRow, version: ItemVersion): HomeItem {
  const extra = extraOf(row);
  return {
    id: row.id,
    kind: row.kind as HomeItemKind,
    title: row.title,
    picture: row.cover,
    linkUrl: row.link_url,
    summary: row.summary,
    openMode: appOpenModeOf(extra.openMode, row.link_url),
    shown: row.status !== 'withdrawn',
    sort: row.sort_order,
    version: version.version,
    updatedAt: version.updatedAt,
    updatedByName: version.updatedByName,
  };
}

/** What the audit log keeps of a home item. */
const audited = (item: HomeItem) => ({
  title: item.title,
  picture: item.picture,
  linkUrl: item.linkUrl,
  summary: item.summary,
  openMode: item.openMode,
  shown: item.shown,
  sort: item.sort,
});

async function itemRows(db: Kysely<Database>, filter: { kind?: HomeItemKind; id?: string }): Promise<ItemRow[]> {
  let qb = db
    .selectFrom('portal_content')
    .leftJoin('content_states', 'content_states.content_id', 'portal_content.id')
    .selectAll('portal_content')
    .select('content_states.status as status')
    .where('portal_content.kind', 'in', KINDS);
  if (filter.kind) qb = qb.where('portal_content.kind', '=', filter.kind);
  if (filter.id) qb = qb.where('portal_content.id', '=', filter.id);
  return qb.orderBy('portal_content.sort_order').orderBy('portal_content.id').execute();
}

async function loadItem(db: Kysely<Database>, id: string): Promise<HomeItem> {
  const [row] = await itemRows(db, { id });
  if (!row) throw new HttpError(404, '首页项目不存在');
  return toHomeItem(row, await readVersion(db, itemTarget(id)));
}

/**
 * An address the console stores, checked by the stored-address rule (issue 29): a picture must be one of our
 * files or another site's, a link must not lead to our API, sign-in or AI service; a refused one is 400
 * naming the field. '' (none) passes.
 */
function storedAddress(value: string | undefined, ourOrigin: string, use: StoredAddressUse, field: string): string {
  const text = value?.trim() ?? '';
  if (text !== '' && !isStoredAddressAllowed(text, ourOrigin, use)) {
    throw new HttpError(
      400,
      `${field}: ${use === 'resource' ? '图片必须是上传到平台的图片或其他网站的 http(s) 图片地址' : '链接不能指向平台的接口地址'}`,
    );
  }
  return text;
}

/** The fields a home item keeps in its row, from the editor's input. */
function itemColumns(
  kind: HomeItemKind,
  input: z.infer<typeof homeItemUpdateInputSchema> | z.infer<typeof homeItemCreateInputSchema>,
  extra: string,
  ourOrigin: string,
) {
  const applicationExtra =
    kind === 'application'
      ? { openMode: input.openMode ?? appOpenModeOf(undefined, input.linkUrl), recommended: true }
      : {};
  return {
    title: input.title.trim(),
    cover: storedAddress(input.picture, ourOrigin, 'resource', 'picture'),
    link_url: storedAddress(input.linkUrl, ourOrigin, 'link', 'linkUrl'),
    summary: input.summary?.trim() ?? '',
    extra: JSON.stringify({ ...extraOf({ extra }), ...applicationExtra }),
  };
}

/**
 * The home page's lists (carousel, ads, recommended apps, links, navigation) and the site's settings. The
 * public calls read the same rows on every request, so an edit is seen on every copy at the next page.
 */
export function registerAdminSiteRoutes(app: Hono<ServerEnv>, admin: AdminKit): void {
  const { db } = admin;

  on(app, 'GET', [`${B}items`], async (c) => {
    const query = readQuery(c, z.strictObject({ ...areaCodeField, kind: z.enum(KINDS) }));
    const rows = await itemRows(db, { kind: query.kind });
    const versions = await readVersions(
      db,
      rows.map((row) => itemTarget(row.id)),
    );
    return ok(
      c,
      rows.map((row) => toHomeItem(row, versions.get(itemTarget(row.id)) ?? NO_VERSION)),
    );
  });

  on(app, 'POST', [`${B}items/create`], async (c) => {
    const actor = admin.actorOf(c);
    const input = await admin.readInput(c, homeItemCreateInputSchema);
    const at = admin.now();
    const last = await db
      .selectFrom('portal_content')
      .select((eb) => eb.fn.max('sort_order').as('sort'))
      .where('kind', '=', input.kind)
      .executeTakeFirst();
    const row = newContentRow({
      id: randomUUID(),
      kind: input.kind,
      author_id: actor.uid,
      author_name: actor.userName,
      published_at: at.toISOString(),
      sort_order: Number(last?.sort ?? 0) + 1,
      ...itemColumns(input.kind, input, '{}', admin.kit.ourOrigin(c)),
    });
    if (input.kind === 'nav') row.extra = JSON.stringify({ navId: row.id });
    await admin.write(async (trx) => {
      await trx.insertInto('portal_content').values(row).execute();
      await takeVersion(trx, itemTarget(row.id), 0, actor, at);
      await recordAudit(trx, {
        actor,
        at,
        action: 'home-item.create',
        targetId: row.id,
        targetLabel: row.title,
        before: null,
        after: audited(toHomeItem({ ...row, status: null }, NO_VERSION)),
      });
    });
    return ok(c, await loadItem(db, row.id));
  });

  on(app, 'POST', [`${B}items/:id/update`], async (c) => {
    const actor = admin.actorOf(c);
    const input = await admin.readInput(c, homeItemUpdateInputSchema);
    const at = admin.now();
    const id = c.req.param('id') ?? '';
    const [row] = await itemRows(db, { id });
    if (!row) throw new HttpError(404, '首页项目不存在');
    const kind = row.kind as HomeItemKind;
    const columns = itemColumns(kind, input, row.extra, admin.kit.ourOrigin(c));
    await admin.write(async (trx) => {
      await takeVersion(trx, itemTarget(id), input.version, actor, at);
      await trx.updateTable('portal_content').set(columns).where('id', '=', id).execute();
      await recordAudit(trx, {
        actor,
        at,
        action: 'home-item.update',
        targetId: id,
        targetLabel: columns.title,
        before: audited(toHomeItem(row, NO_VERSION)),
        after: audited(toHomeItem({ ...row, ...columns }, NO_VERSION)),
      });
    });
    return ok(c, await loadItem(db, id));
  });

  on(app, 'POST', [`${B}items/:id/visibility`], async (c) => {
    const actor = admin.actorOf(c);
    const input = await admin.readInput(c, homeItemVisibilityInputSchema);
    const at = admin.now();
    const before = await loadItem(db, c.req.param('id') ?? '');
    const version = await admin.write(async (trx) => {
      const next = await takeVersion(trx, itemTarget(before.id), input.version, actor, at);
      const values = {
        status: input.shown ? ('published' as const) : ('withdrawn' as const),
        updated_at: at.toISOString(),
        updated_by_name: actor.userName,
      };
      await trx
        .insertInto('content_states')
        .values({ content_id: before.id, ...values })
        .onConflict((conflict) => conflict.column('content_id').doUpdateSet(values))
        .execute();
      await recordAudit(trx, {
        actor,
        at,
        action: input.shown ? 'home-item.show' : 'home-item.hide',
        targetId: before.id,
        targetLabel: before.title,
        before: audited(before),
        after: audited({ ...before, shown: input.shown }),
      });
      return next;
    });
    return ok(c, { id: before.id, version });
  });

  on(app, 'POST', [`${B}items/reorder`], async (c) => {
    const actor = admin.actorOf(c);
    const input = await admin.readInput(c, homeItemOrderInputSchema);
    const at = admin.now();
    const rows = await itemRows(db, { kind: input.kind });
    const known = new Set(rows.map((row) => row.id));
    if (
      input.ids.length !== rows.length ||
      new Set(input.ids).size !== rows.length ||
      !input.ids.every((id) => known.has(id))
    ) {
      // Someone added or removed an item meanwhile, or the list names other ids: nothing is moved.
      throw new HttpError(409, '列表已被其他管理员修改，请刷新后再调整顺序');
    }
    await admin.write(async (trx) => {
      for (const [index, id] of input.ids.entries()) {
        await trx
          .updateTable('portal_content')
          .set({ sort_order: index + 1 })
          .where('id', '=', id)
          .execute();
      }
      await recordAudit(trx, {
        actor,
        at,
        action: 'home-item.reorder',
        targetId: input.kind,
        targetLabel: HOME_ITEM_KINDS.find((entry) => entry.kind === input.kind)?.name ?? input.kind,
        before: rows.map((row) => row.title),
        after: input.ids.map((id) => rows.find((row) => row.id === id)?.title ?? id),
      });
    });
    const after = await itemRows(db, { kind: input.kind });
    const versions = await readVersions(
      db,
      after.map((row) => itemTarget(row.id)),
    );
    return ok(
      c,
      after.map((row) => toHomeItem(row, versions.get(itemTarget(row.id)) ?? NO_VERSION)),
    );
  });

  on(app, 'GET', [`${B}settings`], async (c) => {
    readQuery(c, z.strictObject({ ...areaCodeField }));
    return ok(c, await readSettings(db));
  });

  on(app, 'POST', [`${B}settings/update`], async (c) => {
    const actor = admin.actorOf(c);
    const input = await admin.readInput(c, siteSettingsInputSchema);
    const at = admin.now();
    const before = await readSettings(db);
    const after = {
      webName: input.webName.trim(),
      webLogo: storedAddress(input.webLogo, admin.kit.ourOrigin(c), 'resource', 'webLogo'),
      webDesc: input.webDesc?.trim() ?? '',
      recordNumber: input.recordNumber?.trim() ?? '',
      copyright: input.copyright?.trim() ?? '',
    };
    await admin.write(async (trx) => {
      await takeVersion(trx, SITE_TARGET, input.version, actor, at);
      await upsertSingleton(trx, 'site-config', actor, at, { title: after.webName, cover: after.webLogo });
      const footer = await trx
        .selectFrom('portal_content')
        .select('extra')
        .where('kind', '=', 'footer')
        .executeTakeFirst();
      await upsertSingleton(trx, 'footer', actor, at, {
        summary: after.webDesc,
        extra: JSON.stringify({
          ...extraOf({ extra: footer?.extra ?? '{}' }),
          recordNumber: after.recordNumber,
          copyright: after.copyright,
        }),
      });
      const { version: _v, updatedAt: _a, updatedByName: _b, ...fields } = before;
      await recordAudit(trx, {
        actor,
        at,
        action: 'site.update',
        targetId: SITE_TARGET,
        targetLabel: after.webName,
        before: fields,
        after,
      });
    });
    return ok(c, await readSettings(db));
  });
}

/** The site's settings: the site-config row (name, logo) and the footer row (description, record, copyright). */
async function readSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const rows = await db
    .selectFrom('portal_content')
    .selectAll()
    .where('kind', 'in', ['site-config', 'footer'])
    .execute();
  const config = rows.find((row) => row.kind === 'site-config');
  const footer = rows.find((row) => row.kind === 'footer');
  const footerExtra = footer ? extraOf(footer) : {};
  const version = await readVersion(db, SITE_TARGET);
  return {
    webName: config?.title || DEFAULT_SITE_TITLE,
    webLogo: config?.cover ?? '',
    webDesc: footer?.summary ?? '',
    recordNumber: typeof footerExtra.recordNumber === 'string' ? footerExtra.recordNumber : '',
    copyright: typeof footerExtra.copyright === 'string' ? footerExtra.copyright : '',
    version: version.version,
    updatedAt: version.updatedAt,
    updatedByName: version.updatedByName,
  };
}

/** Updates the one row of a kind (site-config, footer), creating it on a database that has none. */
async function upsertSingleton(
  trx: Kysely<Database>,
  kind: 'site-config' | 'footer',
  actor: { uid: string; userName: string },
  at: Date,
  values: Partial<Pick<PortalContentTable, 'title' | 'cover' | 'summary' | 'extra'>>,
): Promise<void> {
  const updated = await trx.updateTable('portal_content').set(values).where('kind', '=', kind).executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await trx
    .insertInto('portal_content')
    .values(
      newContentRow({
        id: randomUUID(),
        kind,
        title: kind === 'footer' ? '页脚' : DEFAULT_SITE_TITLE,
        author_id: actor.uid,
        author_name: actor.userName,
        published_at: at.toISOString(),
        ...values,
      }),
    )
    .execute();
}
