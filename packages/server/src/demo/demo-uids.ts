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
