import type { AssistantModeId } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import { assistantModeFor, type SchoolUser, stageModeOf } from './assistant-mode-for';
import { DEFAULT_MODE_SETTINGS } from './default-assistant-settings';

const pupil = (phaseId: string | null): SchoolUser => ({ roleId: '4', roleName: '学生', phaseId });

describe('stageModeOf', () => {
  it.each<[string, SchoolUser, AssistantModeId]>([
    ['a pupil of a primary school', pupil('2'), 'primary'],
    ['a pupil of a junior secondary school', pupil('3'), 'secondary'],
    ['a pupil of a senior secondary school', pupil('4'), 'secondary'],
    ['a pupil whose school is unknown (the stricter side)', pupil(null), 'primary'],
    ['a teacher', { roleId: '3', roleName: '教师', phaseId: '2' }, 'teacher'],
    ['a studio host', { roleId: '22', roleName: '名师工作室主持人', phaseId: null }, 'teacher'],
    ['the platform administrator', { roleId: '1', roleName: '平台管理员', phaseId: null }, 'teacher'],
    ['an account with another role', { roleId: '9', roleName: '家长', phaseId: null }, 'visitor'],
  ])('gives %s its mode', (_label, user, mode) => {
    expect(stageModeOf(user)).toBe(mode);
  });
});

describe('assistantModeFor', () => {
  it('refuses images and videos and guides exercises for primary pupils by default', () => {
    expect(assistantModeFor(pupil('2'), DEFAULT_MODE_SETTINGS).info).toEqual({
      mode: 'primary',
      label: '小学生模式',
      image: false,
      video: false,
      guided: true,
      teacherTools: false,
    });
  });

  it.each<[string, SchoolUser, AssistantModeId, AssistantModeId]>([
    ['a site makes a visitor a primary pupil', { roleId: '9', roleName: '家长', phaseId: null }, 'primary', 'primary'],
    [
      'a site makes a teacher a secondary pupil',
      { roleId: '3', roleName: '教师', phaseId: '3' },
      'secondary',
      'secondary',
    ],
    ['a site cannot make a primary pupil a teacher', pupil('2'), 'teacher', 'primary'],
    ['a site cannot make a secondary pupil a visitor', pupil('3'), 'visitor', 'secondary'],
    ['a site cannot make a visitor a teacher', { roleId: '9', roleName: '家长', phaseId: null }, 'teacher', 'visitor'],
  ])('only ever makes the mode stricter: %s', (_label, user, siteMode, expected) => {
    expect(assistantModeFor(user, DEFAULT_MODE_SETTINGS, siteMode).info.mode).toBe(expected);
  });

  it('applies what the administrator saved for the mode', () => {
    const modes = {
      ...DEFAULT_MODE_SETTINGS,
      primary: { ...DEFAULT_MODE_SETTINGS.primary, image: true, prompt: '简短' },
    };
    const decided = assistantModeFor(pupil('2'), modes);
    expect(decided.info.image).toBe(true);
    expect(decided.prompt).toBe('简短');
  });
});
