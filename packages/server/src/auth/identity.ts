import type { AccountProfile } from '../db/account-profile';

/** The signed-in user of a portal request: the account plus the portal profile. */
export interface Identity extends AccountProfile {
  avatar: string;
  schoolId: string;
  pwdExpireAt: string | undefined;
  wxBind: boolean;
  subjectIds: string[];
  userType: string;
}
