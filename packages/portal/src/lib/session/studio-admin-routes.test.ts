import { studioPermissionListSchema } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { studioAdminHomeHref, studioAdminMenuLinks, studioAdminRoutes } from './studio-admin-routes';

const list = z.parse(studioPermissionListSchema, {
  studios: [{ studioId: '100255', studioName: '陈淑芬名师工作室', memberRole: 'owner' }],
  menus: [
    { id: '1', name: 'studioHome', path: '/three-studio/base/home', title: '工作室首页', hidden: false },
    { id: '2', name: 'news', path: '/three-studio/base/news', title: '工作室动态' },
    { id: '4', name: 'content', path: '/three-studio/base/content', title: '内容编辑', hidden: false },
    { id: '5', name: 'typeList', path: '/three-studio/base/typeList', title: '栏目管理', hidden: true },
    { id: '7', name: 'elsewhere', path: 'https://evil.example/x', title: '外链' },
    { id: '8', name: 'protocolRelative', path: '//evil.example/x', title: '外链' },
  ],
});

describe('studio admin routes', () => {
  it('registers every in-portal route of the permission list', () => {
    expect(studioAdminRoutes(list).map((menu) => menu.name)).toEqual(['studioHome', 'news', 'content', 'typeList']);
  });

  it('leaves hidden entries (content, typeList, works, or marked hidden) out of the menu', () => {
    expect(studioAdminMenuLinks(list).map((menu) => menu.title)).toEqual(['工作室首页', '工作室动态']);
  });

  it('reads an answer without studios or menus as empty', () => {
    const empty = z.parse(studioPermissionListSchema, {});
    expect(studioAdminRoutes(empty)).toEqual([]);
    expect(empty.studios).toEqual([]);
  });

  it.each([
    {
      case: 'the first studio when none is named',
      studioId: undefined,
      expected: '/three-studio/base/home?studio=100255',
    },
    { case: 'a studio of the user', studioId: '100255', expected: '/three-studio/base/home?studio=100255' },
    { case: 'a studio the user is no member of', studioId: '100256', expected: undefined },
  ])('leads 工作室管理 to the first menu page: $case', ({ studioId, expected }) => {
    expect(studioAdminHomeHref(list, studioId)).toBe(expected);
  });

  it('offers no 工作室管理 without a studio or without a menu page', () => {
    expect(studioAdminHomeHref(z.parse(studioPermissionListSchema, { menus: list.menus }))).toBeUndefined();
    expect(studioAdminHomeHref(z.parse(studioPermissionListSchema, { studios: list.studios }))).toBeUndefined();
  });
});
