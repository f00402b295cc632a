import type { AccountProfile } from '../db/account-profile';
import type { SignInMethod } from '../db/schema';

/** The signed-in user of a portal request: the account plus the portal profile. */
export interface Identity extends AccountProfile {
  avatar: string;
  schoolId: string;
  pwdExpireAt: string | undefined;
  wxBind: boolean;
  subjectIds: string[];
  userType: string;
  /** How this session began: the password-expiry prompt concerns password sessions only. */
  signInMethod: SignInMethod;
}
