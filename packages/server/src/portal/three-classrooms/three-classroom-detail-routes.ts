import type { Hono } from 'hono';
import { ok } from '../../http/portal-envelope';
import { emptyQuerySchema, idParamSchema, parseInput } from '../../http/portal-query';
import { on, readQuery } from '../../http/portal-router-kit';
import type { ServerEnv } from '../../http/server-env';
import { toContentItem, toFileItem } from '../content-mapper';
import { getContent } from '../content-queries';
import type { RouteKit } from '../create-route-kit';

/**
 * Ours (SPEC §2 names /three-studio/2syClassInfo without its call): one three-classroom programme with
 * its teacher and its lessons, each lesson with its recording. Answers status 1000 like the other
 * three-class-admin calls.
 */
export function registerThreeClassroomDetailRoutes(app: Hono<ServerEnv>, kit: RouteKit): void {
  const { db } = kit.deps;
  on(app, 'GET', ['three-class-admin/front/classes/info/:id/details'], async (c) => {
    readQuery(c, emptyQuerySchema);
    const { id } = parseInput(idParamSchema, c.req.param());
    const programme = await getContent(db, ['three-class'], id, '课程');
    const names = await kit.names();
    const teacher = programme.author_id
      ? await db.selectFrom('portal_teachers').selectAll().where('id', '=', programme.author_id).executeTakeFirst()
      : undefined;
    const lessons = await db
      .selectFrom('portal_content')
      .selectAll()
      .where('kind', '=', 'three-class-lesson')
      .where('parent_id', '=', id)
      .orderBy('sort_order')
      .execute();
    const files = lessons.length
      ? await db
          .selectFrom('portal_files')
          .selectAll()
          .where(
            'content_id',
            'in',
            lessons.map((lesson) => lesson.id),
          )
          .execute()
      : [];
    return ok(
      c,
      {
        ...toContentItem(programme, names, true),
        teacher: teacher
          ? {
              id: teacher.id,
              name: teacher.name,
              title: teacher.title,
              avatar: teacher.avatar,
              intro: teacher.intro,
              schoolName: names.schools.get(teacher.school_id) ?? '',
            }
          : null,
        lessons: lessons.map((lesson) => ({
          ...toContentItem(lesson, names),
          files: files.filter((file) => file.content_id === lesson.id).map((file) => toFileItem(file, names)),
        })),
      },
      'three-class',
    );
  });
}
