import { describe, expect, it } from 'vitest';
import { parsePersonalQuery, personalSearch, personalTabsOf } from './personal-tabs';

describe('parsePersonalQuery', () => {
  it.each([
    ['', { tab: 'workbench', filter: 'all' }],
    ['typeIndex=1', { tab: 'workbench', filter: 'all' }],
    ['typeIndex=2', { tab: 'messages', filter: 'all' }],
    ['typeIndex=2&index=1', { tab: 'messages', filter: 'unread' }],
    ['typeIndex=2&index=2', { tab: 'messages', filter: 'read' }],
    ['typeIndex=2&index=7', { tab: 'messages', filter: 'all' }],
    ['typeIndex=2&index=1.5', { tab: 'messages', filter: 'all' }],
    ['typeIndex=3', { tab: 'classes', filter: 'all' }],
    ['typeIndex=4', { tab: 'subjects', filter: 'all' }],
    ['typeIndex=5', { tab: 'contributions', filter: 'all' }],
    ['typeIndex=9', { tab: 'workbench', filter: 'all' }],
    ['typeIndex=abc', { tab: 'workbench', filter: 'all' }],
  ])('reads %j', (search, expected) => {
    expect(parsePersonalQuery(search)).toEqual(expected);
  });

  it('opens the workbench for a tab the user does not have (a pupil has no 我的资源)', () => {
    expect(parsePersonalQuery('typeIndex=5', personalTabsOf(false)).tab).toBe('workbench');
    expect(parsePersonalQuery('typeIndex=5', personalTabsOf(true)).tab).toBe('contributions');
    expect(personalTabsOf(false).map((tab) => tab.id)).toEqual(['workbench', 'messages', 'classes', 'subjects']);
  });
});

describe('personalSearch', () => {
  it.each([
    ['workbench', 'all', 'typeIndex=1'],
    ['messages', 'all', 'typeIndex=2'],
    ['messages', 'unread', 'typeIndex=2&index=1'],
    ['messages', 'read', 'typeIndex=2&index=2'],
    ['classes', 'unread', 'typeIndex=3'],
    ['subjects', 'all', 'typeIndex=4'],
    ['contributions', 'all', 'typeIndex=5'],
  ] as const)('writes %s / %s as %j, which reads back the same', (tab, filter, search) => {
    expect(personalSearch(tab, filter)).toBe(search);
    expect(parsePersonalQuery(search).tab).toBe(tab);
  });
});
