import type { User } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import { decideGuard, needsStudioAdminRoutes, type SessionState } from './guards';

const teacher: User = { userId: '10001', userName: '王丽华', sysRoles: [{ roleId: '3', roleName: '教师' }] };
const lyykAdmin: User = {
  userId: '10003',
  userName: '赵建国',
  sysRoles: [
    { roleId: '3', roleName: '教师' },
    { roleId: '7', roleName: '县级两研一刊管理员' },
  ],
};
const nameless: User = { userId: '10009', userName: '  ' };
const platformAdmin: User = {
  userId: '10005',
  userName: '刘振东',
  roleId: '1',
  sysRoles: [{ roleId: '1', roleName: '平台管理员' }],
};

const loading: SessionState = { status: 'loading' };
const ready = (user: User | null): SessionState => ({ status: 'ready', user });

describe('decideGuard', () => {
  it.each([
    { path: '/index', session: loading, expected: { kind: 'allow' } },
    { path: '/information', session: ready(null), expected: { kind: 'allow' } },
    { path: '/personalx', session: ready(null), expected: { kind: 'allow' } },
    { path: '/personal', session: loading, expected: { kind: 'wait' } },
    { path: '/personal', session: ready(null), expected: { kind: 'redirect', to: '/index' } },
    { path: '/personal', session: ready(nameless), expected: { kind: 'redirect', to: '/index' } },
    { path: '/personal', session: ready(teacher), expected: { kind: 'allow' } },
    { path: '/personal/extra', session: ready(null), expected: { kind: 'redirect', to: '/index' } },
    { path: '/lyyk', session: ready(null), expected: { kind: 'allow' } },
    { path: '/lyyk/manage', session: loading, expected: { kind: 'wait' } },
    { path: '/lyyk/manage', session: ready(null), expected: { kind: 'redirect', to: '/index' } },
    { path: '/lyyk/manage', session: ready(teacher), expected: { kind: 'redirect', to: '/index' } },
    { path: '/lyyk/manage', session: ready(lyykAdmin), expected: { kind: 'allow' } },
    { path: '/lyyk/activeManage', session: ready(null), expected: { kind: 'redirect', to: '/index' } },
    { path: '/lyyk/activeManage', session: ready(teacher), expected: { kind: 'redirect', to: '/index' } },
    { path: '/lyyk/activeManage', session: ready(lyykAdmin), expected: { kind: 'allow' } },
    { path: '/lyyk/active', session: ready(null), expected: { kind: 'allow' } },
    { path: '/lyyk/manager', session: ready(null), expected: { kind: 'allow' } },
    { path: '/console', session: loading, expected: { kind: 'wait' } },
    { path: '/console', session: ready(null), expected: { kind: 'forbidden' } },
    { path: '/console/people', session: ready(teacher), expected: { kind: 'forbidden' } },
    { path: '/console/people', session: ready(lyykAdmin), expected: { kind: 'forbidden' } },
    { path: '/console', session: ready(platformAdmin), expected: { kind: 'allow' } },
    { path: '/console/content/edit', session: ready(platformAdmin), expected: { kind: 'allow' } },
    { path: '/consoles', session: ready(null), expected: { kind: 'allow' } },
  ])('$path with $session.status → $expected.kind', ({ path, session, expected }) => {
    expect(decideGuard(path, session)).toEqual(expected);
  });
});

describe('needsStudioAdminRoutes', () => {
  it.each([
    { path: '/three-studio', user: teacher, expected: true },
    { path: '/three-studio/detail', user: teacher, expected: true },
    { path: '/studio/base/home', user: teacher, expected: true },
    { path: '/three-studio', user: null, expected: false },
    { path: '/three-studio', user: nameless, expected: false },
    { path: '/index', user: teacher, expected: false },
    { path: '/lyyk', user: lyykAdmin, expected: false },
  ])('$path → $expected', ({ path, user, expected }) => {
    expect(needsStudioAdminRoutes(path, user)).toBe(expected);
  });
});
