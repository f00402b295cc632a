import { describe, expect, it } from 'vitest';
import type { OidcSettings } from './oidc-settings';
import { profileFromClaims } from './profile-from-claims';

const SETTINGS: Pick<OidcSettings, 'claims' | 'roleMap' | 'defaultRole'> = {
  claims: {
    uid: 'sub',
    name: 'name',
    school: 'school_name',
    organ: 'organ_name',
    organId: 'organ_id',
    phone: 'phone_number',
    roles: 'roles',
  },
  roleMap: [
    { providerRole: 'platform-admins', roleId: '1', roleName: '平台管理员' },
    { providerRole: 'teachers', roleId: '3', roleName: '教师' },
  ],
  defaultRole: undefined,
};

describe('profileFromClaims', () => {
  it('maps each claim to our account fields', () => {
    expect(
      profileFromClaims(
        {
          sub: 'yx-20001',
          name: ' 周敏 ',
          school_name: '叶县昆阳镇第二小学',
          organ_name: '叶县教育体育局',
          organ_id: 410422,
          phone_number: '13803750001',
          roles: ['teachers'],
        },
        SETTINGS,
      ),
    ).toEqual({
      ok: true,
      profile: {
        uid: 'yx-20001',
        userName: '周敏',
        schoolName: '叶县昆阳镇第二小学',
        organName: '叶县教育体育局',
        organId: '410422',
        phone: '13803750001',
        role: { roleId: '3', roleName: '教师' },
      },
    });
  });

  it.each([
    [['teachers', 'platform-admins'], '1'],
    ['teachers platform-admins', '1'],
    ['teachers,guests', '3'],
  ])('takes the first row of the mapping table that names one of %j: role %s', (roles, roleId) => {
    const outcome = profileFromClaims({ sub: 'u1', roles }, SETTINGS);
    expect(outcome.ok && outcome.profile.role.roleId).toBe(roleId);
  });

  it('gives the default role to a person no row matches, and refuses them without one', () => {
    expect(profileFromClaims({ sub: 'u1', roles: ['parents'] }, SETTINGS)).toEqual({
      ok: false,
      reason: 'no-role',
      uid: 'u1',
      providerRoles: ['parents'],
    });
    const withDefault = { ...SETTINGS, defaultRole: { roleId: '4', roleName: '学生' } };
    const outcome = profileFromClaims({ sub: 'u1' }, withDefault);
    expect(outcome.ok && outcome.profile.role).toEqual({ roleId: '4', roleName: '学生' });
  });

  it('reads nested claims by a dotted path, a claim of that very name first', () => {
    const nested = { ...SETTINGS, claims: { ...SETTINGS.claims, uid: 'data.userId', name: 'data.info.name' } };
    const outcome = profileFromClaims({ data: { userId: 20002, info: { name: '吴刚' } }, roles: 'teachers' }, nested);
    expect(outcome).toMatchObject({ ok: true, profile: { uid: '20002', userName: '吴刚' } });
    const flat = profileFromClaims({ 'data.userId': 'flat', data: { userId: 'nested' }, roles: 'teachers' }, nested);
    expect(flat).toMatchObject({ ok: true, profile: { uid: 'flat' } });
  });

  it.each([
    [{}],
    [{ sub: '' }],
    [{ sub: '  ' }],
    [{ sub: ['u1'] }],
    [{ sub: 'a b' }],
    [{ sub: 'x'.repeat(65) }],
    [{ sub: 'u1\u0000' }],
  ])('refuses claims without a plain user id: %j', (claims) => {
    expect(profileFromClaims({ ...claims, roles: 'teachers' }, SETTINGS)).toEqual({ ok: false, reason: 'no-uid' });
  });

  it('leaves out what the claims lack or give as something other than text, and caps long values', () => {
    const outcome = profileFromClaims(
      { sub: 'u1', roles: 'teachers', name: { zh: '名' }, school_name: '校'.repeat(200), phone_number: null },
      SETTINGS,
    );
    expect(outcome).toMatchObject({
      ok: true,
      profile: { userName: undefined, schoolName: '校'.repeat(128), phone: undefined, organName: undefined },
    });
  });
});
