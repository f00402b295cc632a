/** The demo users (db/demo-users.ts) plus the portal's `expired` user, by uid. */
export const DEMO_UIDS = {
  teacher: '10001',
  student: '10002',
  lyykAdmin: '10003',
  studioOwner: '10004',
  admin: '10005',
  expired: '10006',
} as const;

/** The schools the demo users belong to, by name (the ids depend on the order of `YE_COUNTY_SCHOOLS`). */
export const DEMO_USER_SCHOOL_NAMES = {
  teacher: '叶县昆阳镇第一小学',
  student: '叶县第二初级中学',
  studioOwner: '叶县实验学校',
} as const;

/** How many of the demo's portal teachers the console seed gives an account (add-console-history). */
export const CONSOLE_TEACHER_ACCOUNTS = 24;

/** The uid of the console-made account of the demo's `index`th portal teacher: 20001, 20002, … */
export function consoleTeacherUid(index: number): string {
  return `2${String(index + 1).padStart(4, '0')}`;
}
