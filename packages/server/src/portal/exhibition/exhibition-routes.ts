import type { Hono } from 'hono';
import { z } from 'zod';
import type { PortalContentTable } from '../../db/portal-schema';
import { parseJson } from '../../http/parse-json';
import { ok } from '../../http/portal-envelope';
import { emptyQuerySchema, idParamSchema, listQuerySchema, parseInput } from '../../http/portal-query';
import { on, readQuery } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import { type NameLookups, toContentItem, toFileItem } from '../content-mapper';
import { getContent, mapPage, pageContent } from '../content-queries';
import type { RouteKit } from '../create-route-kit';

const P = 'portal/v1/exhibition/';

/** What an exhibition row keeps in `extra`: where and when it shows, and its exhibits in order. */
const exhibitionExtraSchema = z.object({
  hall: z.string().default(''),
  curator: z.string().default(''),
  startDate: z.string().default(''),
  endDate: z.string().default(''),
  exhibits: z.array(z.object({ type: z.enum(['entry', 'paint', 'album']), id: z.string() })).default([]),
});
type ExhibitionExtra = z.infer<typeof exhibitionExtraSchema>;

function extraOf(row: PortalContentTable): ExhibitionExtra {
  const parsed = parseJson(row.extra);
  const extra = exhibitionExtraSchema.safeParse(parsed.ok ? parsed.value : {});
  return extra.success ? extra.data : exhibitionExtraSchema.parse({});
}

/** An exhibition as the list shows it: its item fields, hall, period and number of exhibits. */
function toExhibition(row: PortalContentTable, names: NameLookups) {
  const { exhibits, ...extra } = extraOf(row);
  // The item spreads its extras: the exhibit references are replaced by their count (details resolve them).
  const { exhibits: _references, ...item } = toContentItem(row, names) as ReturnType<typeof toContentItem> & {
    exhibits?: unknown;
  };
  return { ...item, ...extra, exhibitCount: exhibits.length };
}

/**
 * Ours (SPEC §2 names /exhibition without content): the exhibition hall. Exhibitions (`type` works or
 * albums) show award-winning works (awarded contest entries, paint awards) or practice albums; the
 * details resolve each exhibit to what the portal shows: an entry with its file (previewable), a painting,
 * or an album with its pictures.
 */
export function registerExhibitionRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db } = kit.deps;

  on(app, 'GET', [`${P}page`], async (c) => {
    const query = readQuery(c, listQuerySchema);
    const names = await kit.names();
    return ok(
      c,
      mapPage(await pageContent(db, ['exhibition'], query), (row) => toExhibition(row, names)),
    );
  });

  on(app, 'GET', [`${P}:id/details`], async (c) => {
    readQuery(c, emptyQuerySchema);
    const { id } = parseInput(idParamSchema, c.req.param());
    const row = await getContent(db, ['exhibition'], id, '展览');
    const names = await kit.names();
    const { exhibits } = extraOf(row);
    const idsOf = (type: string) => exhibits.filter((exhibit) => exhibit.type === type).map((exhibit) => exhibit.id);
    const entryIds = idsOf('entry');
    const contentIds = [...idsOf('paint'), ...idsOf('album')];
    const files = entryIds.length
      ? await db.selectFrom('portal_files').selectAll().where('id', 'in', entryIds).execute()
      : [];
    const items = contentIds.length
      ? await db
          .selectFrom('portal_content')
          .selectAll()
          .where('id', 'in', contentIds)
          .where('kind', 'in', ['paint-award', 'practice-album'])
          .execute()
      : [];
    const albumIds = items.filter((item) => item.kind === 'practice-album').map((item) => item.id);
    const pictures = albumIds.length
      ? await db
          .selectFrom('portal_content')
          .select(['id', 'parent_id', 'title', 'cover'])
          .where('kind', '=', 'practice-picture')
          .where('parent_id', 'in', albumIds)
          .orderBy('sort_order')
          .execute()
      : [];
    const contestIds = [...new Set(files.map((file) => file.content_id).filter((value) => value !== null))];
    const contests = contestIds.length
      ? await db.selectFrom('portal_content').select(['id', 'title']).where('id', 'in', contestIds).execute()
      : [];
    const fileById = new Map(files.map((file) => [file.id, file]));
    const itemById = new Map(items.map((item) => [item.id, item]));

    // In the curator's order; an exhibit whose work was removed is left out.
    const resolved = exhibits.flatMap((exhibit): Record<string, unknown>[] => {
      if (exhibit.type === 'entry') {
        const file = fileById.get(exhibit.id);
        if (!file) return [];
        const item = toFileItem(file, names);
        return [
          {
            exhibitType: 'entry',
            id: file.id,
            title: file.file_name,
            award: file.award ?? '',
            creatorName: file.uploader_name,
            schoolName: item.schoolName,
            contestTitle: contests.find((contest) => contest.id === file.content_id)?.title ?? '',
            file: item,
          },
        ];
      }
      const row = itemById.get(exhibit.id);
      if (!row) return [];
      const item = toContentItem(row, names);
      if (exhibit.type === 'paint') {
        const award = (item as { awardName?: unknown }).awardName;
        return [{ ...item, exhibitType: 'paint', award: typeof award === 'string' ? award : '' }];
      }
      return [
        {
          ...item,
          exhibitType: 'album',
          pictures: pictures
            .filter((picture) => picture.parent_id === row.id)
            .map((picture) => ({ id: picture.id, title: picture.title, cover: picture.cover })),
        },
      ];
    });
    return ok(c, { ...toExhibition(row, names), exhibits: resolved });
  });
}
