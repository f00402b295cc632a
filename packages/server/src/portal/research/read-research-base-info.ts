import { toContentItem } from '../content-mapper';
import { listKind } from '../content-queries';
import type { RouteKit } from '../create-route-kit';

/** The research area's banner item with the counts of its news, activities and files. */
export async function readResearchBaseInfo(kit: RouteKit) {
  const { db } = kit.deps;
  const [base] = await listKind(db, 'research-base');
  const count = async (kind: string) =>
    Number(
      (
        await db
          .selectFrom('portal_content')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('kind', '=', kind)
          .executeTakeFirst()
      )?.n ?? 0,
    );
  const files = await db
    .selectFrom('portal_files')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('category', '=', 'research')
    .executeTakeFirst();
  return {
    ...(base ? toContentItem(base, await kit.names(), true) : {}),
    newsCount: await count('research-news'),
    activityCount: await count('research-activity'),
    fileCount: Number(files?.n ?? 0),
  };
}
