/**
 * The personal centre's tabs and its query (SPEC §2: /personal?typeIndex=1 is the workbench, 2 the
 * messages; "also query index"). Ours beyond SPEC: typeIndex 3, 4 and 5 open the classes, the subjects
 * and the teacher's contributions to the resource centre, and `index` picks the messages filter (0 all,
 * 1 unread, 2 read).
 */

const PERSONAL_TABS = [
  { typeIndex: 1, id: 'workbench', label: '工作台' },
  { typeIndex: 2, id: 'messages', label: '我的消息' },
  { typeIndex: 3, id: 'classes', label: '我的班级' },
  { typeIndex: 4, id: 'subjects', label: '学科年级' },
  { typeIndex: 5, id: 'contributions', label: '我的资源' },
] as const;

/** A tab of the personal centre. */
export type PersonalTab = (typeof PERSONAL_TABS)[number];
export type PersonalTabId = PersonalTab['id'];

const MESSAGE_FILTERS = ['all', 'unread', 'read'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

/** What the query of /personal selects. */
export interface PersonalQuery {
  tab: PersonalTabId;
  /** The messages filter (`index`). */
  filter: MessageFilter;
}

/** The tabs a user has: everyone's, and 我的资源 for those who may contribute to the resource centre. */
export function personalTabsOf(mayContribute: boolean): readonly PersonalTab[] {
  return mayContribute ? PERSONAL_TABS : PERSONAL_TABS.filter((tab) => tab.id !== 'contributions');
}

/**
 * `/personal` with no (or an unknown) typeIndex opens the workbench, as sign-in's default target does; so
 * does a tab the user does not have.
 */
export function parsePersonalQuery(search: string, tabs: readonly PersonalTab[] = PERSONAL_TABS): PersonalQuery {
  const params = new URLSearchParams(search);
  const typeIndex = Number(params.get('typeIndex'));
  const tab = tabs.find((entry) => entry.typeIndex === typeIndex) ?? PERSONAL_TABS[0];
  const index = Number(params.get('index') ?? 0);
  const filter = Number.isInteger(index) ? (MESSAGE_FILTERS[index] ?? 'all') : 'all';
  return { tab: tab.id, filter };
}

/** The query string of a tab (and, on the messages tab, its filter), without the leading `?`. */
export function personalSearch(tab: PersonalTabId, filter: MessageFilter = 'all'): string {
  const typeIndex = PERSONAL_TABS.find((entry) => entry.id === tab)?.typeIndex ?? 1;
  const index = MESSAGE_FILTERS.indexOf(filter);
  return tab === 'messages' && index > 0 ? `typeIndex=${typeIndex}&index=${index}` : `typeIndex=${typeIndex}`;
}
