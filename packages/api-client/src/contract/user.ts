import { z } from 'zod';

/** A role of the user (SPEC §3). */
export const systemRoleSchema = z.looseObject({
  roleId: z.union([z.string(), z.number()]).nullish(),
  roleName: z.string().nullish(),
});

/**
 * The logged-in user (SPEC §3), tolerant: every field may be missing or null, unknown fields are kept.
 */
export const userSchema = z.looseObject({
  userId: z.union([z.string(), z.number()]).nullish(),
  userName: z.string().nullish(),
  roleId: z.union([z.string(), z.number()]).nullish(),
  schoolName: z.string().nullish(),
  organName: z.string().nullish(),
  organId: z.union([z.string(), z.number()]).nullish(),
  phone: z.string().nullish(),
  avatar: z.string().nullish(),
  wxBind: z.unknown().optional(),
  wxBindInfo: z.unknown().optional(),
  uid: z.union([z.string(), z.number()]).nullish(),
  pwdExpirTime: z.unknown().optional(),
  pwdIsExpire: z.unknown().optional(),
  sysRoles: z.array(systemRoleSchema).nullish(),
});

/** The logged-in user. */
export type User = z.infer<typeof userSchema>;
