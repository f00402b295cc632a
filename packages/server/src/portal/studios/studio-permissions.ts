import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Identity } from '../../http/identity';

/** One entry of the studio workroom menu (SPEC §2 studio admin backend). */
interface PermissionEntry {
  id: string;
  name: string;
  path: string;
  title: string;
  hidden: boolean;
}

const MEMBER_MENU: readonly Omit<PermissionEntry, 'id'>[] = [
  { name: 'studioHome', path: '/three-studio/base/home', title: '工作室首页', hidden: false },
  { name: 'news', path: '/three-studio/base/news', title: '工作室动态', hidden: false },
  { name: 'resources', path: '/three-studio/base/resources', title: '资源管理', hidden: false },
  { name: 'members', path: '/three-studio/base/members', title: '成员管理', hidden: false },
  { name: 'content', path: '/three-studio/base/content', title: '内容编辑', hidden: true },
  { name: 'typeList', path: '/three-studio/base/typeList', title: '栏目管理', hidden: true },
  { name: 'works', path: '/three-studio/base/works', title: '成果展示', hidden: true },
];

/** The studio menu: full for studio members, empty for everyone else. */
export async function studioPermissionList(db: Kysely<Database>, identity: Identity) {
  const memberships = await db
    .selectFrom('portal_studio_members')
    .innerJoin('portal_content', 'portal_content.id', 'portal_studio_members.studio_id')
    .select([
      'portal_studio_members.studio_id as studioId',
      'portal_content.title as studioName',
      'portal_studio_members.member_role as memberRole',
    ])
    .where('portal_studio_members.uid', '=', identity.uid)
    .execute();
  return {
    studios: memberships,
    menus: memberships.length > 0 ? MEMBER_MENU.map((entry, index) => ({ id: String(index + 1), ...entry })) : [],
  };
}
