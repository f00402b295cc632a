import * as z from 'zod/mini';

/** A role of the user (SPEC §3). */
export const systemRoleSchema = z.looseObject({
  roleId: z.nullish(z.union([z.string(), z.number()])),
  roleName: z.nullish(z.string()),
});

/**
 * The logged-in user (SPEC §3), tolerant: every field may be missing or null, unknown fields are kept.
 */
export const userSchema = z.looseObject({
  userId: z.nullish(z.union([z.string(), z.number()])),
  userName: z.nullish(z.string()),
  roleId: z.nullish(z.union([z.string(), z.number()])),
  schoolName: z.nullish(z.string()),
  organName: z.nullish(z.string()),
  organId: z.nullish(z.union([z.string(), z.number()])),
  phone: z.nullish(z.string()),
  avatar: z.nullish(z.string()),
  wxBind: z.optional(z.unknown()),
  wxBindInfo: z.optional(z.unknown()),
  uid: z.nullish(z.union([z.string(), z.number()])),
  pwdExpirTime: z.optional(z.unknown()),
  pwdIsExpire: z.optional(z.unknown()),
  /** Ours (issue 32): an administrator reset the password; the expiry prompt then cannot be skipped. */
  pwdMustChange: z.optional(z.unknown()),
  sysRoles: z.nullish(z.array(systemRoleSchema)),
});

/** The logged-in user. */
export type User = z.infer<typeof userSchema>;
