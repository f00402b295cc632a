import { checkPersonField, type ImportRowFate, type TeacherImportRow } from '@edu/api-client';

/** What the rows are judged against: the accounts that exist, and the schools and subjects by name. */
export interface ImportLookups {
  /** Usernames already taken (any case: a sign-in name is compared as typed). */
  takenUsernames: ReadonlySet<string>;
  schoolIdsByName: ReadonlyMap<string, string>;
  subjectIdsByName: ReadonlyMap<string, string>;
}

/** A row that will be created, with the ids its names stand for. */
export interface AcceptedRow {
  row: number;
  username: string;
  userName: string;
  phone: string;
  schoolId: string;
  schoolName: string;
  subjectId: string | undefined;
}

/**
 * Every row's fate in a teachers' spreadsheet: created, or refused with each reason (SPEC §5's messages for
 * the account, name and phone; an unknown school or subject; an account that exists, or that the sheet
 * names twice, the later row refused). Pure: the same rows and lookups give the same fates, for the
 * preview and again, freshly looked up, for the commit.
 */
export function judgeImportRows(
  rows: readonly TeacherImportRow[],
  lookups: ImportLookups,
): { fates: ImportRowFate[]; accepted: AcceptedRow[] } {
  const firstRowOf = new Map<string, number>();
  const fates: ImportRowFate[] = [];
  const accepted: AcceptedRow[] = [];
  for (const row of rows) {
    const username = row.username.trim();
    const userName = row.userName.trim();
    const phone = row.phone.trim();
    const schoolName = row.schoolName.trim();
    const subjectName = row.subjectName.trim();
    const reasons: string[] = [];
    const accountProblem = checkPersonField('username', username);
    if (accountProblem) reasons.push(`账号：${accountProblem}`);
    else if (lookups.takenUsernames.has(username)) reasons.push(`账号：${username} 已存在`);
    else if (firstRowOf.has(username)) reasons.push(`账号：与第 ${firstRowOf.get(username)} 行重复`);
    const nameProblem = checkPersonField('userName', userName);
    if (nameProblem) reasons.push(`姓名：${nameProblem}`);
    const phoneProblem = checkPersonField('phone', phone);
    if (phoneProblem) reasons.push(`手机号：${phoneProblem}`);
    const schoolId = lookups.schoolIdsByName.get(schoolName);
    if (schoolName === '') reasons.push('学校：必填项不能为空');
    else if (!schoolId) reasons.push(`学校：没有名为“${schoolName}”的学校`);
    const subjectId = subjectName === '' ? undefined : lookups.subjectIdsByName.get(subjectName);
    if (subjectName !== '' && !subjectId) reasons.push(`学科：没有名为“${subjectName}”的学科`);
    if (!accountProblem && !firstRowOf.has(username)) firstRowOf.set(username, row.row);
    fates.push({ row: row.row, username, userName, schoolName, fate: reasons.length ? 'refuse' : 'create', reasons });
    if (reasons.length === 0 && schoolId) {
      accepted.push({ row: row.row, username, userName, phone, schoolId, schoolName, subjectId });
    }
  }
  return { fates, accepted };
}
