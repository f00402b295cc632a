import type { User } from '@edu/api-client';

/**
 * True when the user's password has expired (SPEC §3 `pwdIsExpire`): the flag is 1, '1' or true, as
 * the county backend and ours send it.
 */
export function isPasswordExpired(user: User): boolean {
  const flag = user.pwdIsExpire;
  return flag === true || flag === 1 || flag === '1';
}

/** True when an administrator reset the password (ours, issue 32): it must be changed, not postponed. */
export function mustChangePassword(user: User): boolean {
  const flag = user.pwdMustChange;
  return flag === true || flag === 1 || flag === '1';
}
