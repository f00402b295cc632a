/** The account fields every user row carries (the `users` table, as the API names them). */
export interface AccountProfile {
  uid: string;
  username: string;
  userName: string;
  roleId: string;
  roleName: string;
  schoolName: string;
  organName: string;
  organId: string;
  phone: string;
}
