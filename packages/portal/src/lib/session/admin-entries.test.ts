import { studioPermissionListSchema } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { adminEntriesOf } from './admin-entries';
import type { SessionUser } from './session-user';

const teacher: SessionUser = { userName: '王丽华', userId: '10001', sysRoles: [{ roleId: '3', roleName: '教师' }] };
const researchAdmin: SessionUser = {
  userName: '赵建国',
  userId: '10003',
  sysRoles: [{ roleId: '21', roleName: '两研一刊管理员' }],
};
const member = z.parse(studioPermissionListSchema, {
  studios: [{ studioId: '7', studioName: '陈淑芬名师工作室' }],
  menus: [{ id: '1', name: 'studioHome', path: '/three-studio/base/home', title: '工作室首页' }],
});
const noStudio = z.parse(studioPermissionListSchema, { studios: [], menus: [] });

describe('adminEntriesOf', () => {
  it.each([
    { case: 'a teacher without a studio', user: teacher, studios: noStudio, expected: [] },
    { case: 'while the permission list is unknown', user: teacher, studios: undefined, expected: [] },
    {
      case: 'a studio member',
      user: teacher,
      studios: member,
      expected: [{ label: '工作室管理', href: '/three-studio/base/home?studio=7' }],
    },
    {
      case: 'the research administrator',
      user: researchAdmin,
      studios: noStudio,
      expected: [{ label: '两研一刊管理', href: '/lyyk/manage' }],
    },
    {
      case: 'both',
      user: researchAdmin,
      studios: member,
      expected: [
        { label: '工作室管理', href: '/three-studio/base/home?studio=7' },
        { label: '两研一刊管理', href: '/lyyk/manage' },
      ],
    },
  ])('$case', ({ user, studios, expected }) => {
    expect(adminEntriesOf(user, studios)).toEqual(expected);
  });
});
