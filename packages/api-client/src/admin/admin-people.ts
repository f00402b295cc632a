/**
 * The console's people section (issue 32): search, create, disable and re-enable accounts, reset a
 * password (the user changes it at the next sign-in), assign roles and studio places, import teachers
 * from a spreadsheet (a preview of every row's fate first, nothing half-written) and export the list.
 */
import * as z from 'zod/mini';
import type { PortalClient, PortalParams } from '../portal/create-portal-client';
import { createFormRule, requiredRule } from '../validation/form-rules';
import {
  ADMIN_API_PREFIX,
  type AdminPage,
  adminPageSchema,
  adminWriteResultSchema,
  maxChars,
  ruledText,
  versionInputSchema,
} from './admin-common';

/** The roles an administrator assigns (ids as the accounts carry them). */
export const ADMIN_ROLES = [
  { id: '3', name: '教师' },
  { id: '4', name: '学生' },
  { id: '21', name: '两研一刊管理员' },
  { id: '22', name: '名师工作室主持人' },
  { id: '1', name: '平台管理员' },
] as const;
/** A role id an administrator assigns. */
export type AdminRoleId = (typeof ADMIN_ROLES)[number]['id'];

/** The places a person holds in a studio. */
export const STUDIO_PLACES = [
  { id: 'owner', name: '主持人' },
  { id: 'assistant', name: '助理' },
  { id: 'member', name: '成员' },
] as const;
/** A place in a studio. */
export type StudioPlace = (typeof STUDIO_PLACES)[number]['id'];

/** The longest name of a person, in characters. */
export const PERSON_NAME_MAX_CHARS = 32;

const roleIdSchema = z.enum(ADMIN_ROLES.map((role) => role.id) as [AdminRoleId, ...AdminRoleId[]]);

/**
 * The rules of a person's fields, shared by the console's forms, the import preview and the server (SPEC
 * §5 helpers and their messages).
 */
export const PERSON_FIELD_RULES = {
  username: [requiredRule(), createFormRule('account'), maxChars(32)],
  userName: [requiredRule(), maxChars(PERSON_NAME_MAX_CHARS)],
  phone: [createFormRule('mobilePhone')],
  password: [requiredRule(), createFormRule('password')],
} as const;

/** The first message a value gets from a field's rules, or undefined when it passes them all. */
export function checkPersonField(field: keyof typeof PERSON_FIELD_RULES, value: string): string | undefined {
  for (const rule of PERSON_FIELD_RULES[field]) {
    const message = rule(value);
    if (message !== undefined) return message;
  }
  return undefined;
}

/** POST admin/people/create: a new account, who changes the password at the first sign-in. */
export const personCreateInputSchema = z.strictObject({
  username: ruledText(...PERSON_FIELD_RULES.username),
  userName: ruledText(...PERSON_FIELD_RULES.userName),
  phone: z.optional(ruledText(...PERSON_FIELD_RULES.phone)),
  schoolId: z.optional(z.string().check(z.maxLength(64))),
  roleId: roleIdSchema,
  password: ruledText(...PERSON_FIELD_RULES.password),
});
/** A new account. */
export type PersonCreateInput = z.infer<typeof personCreateInputSchema>;

/** POST admin/people/{uid}/update: the name, phone, school and role. */
export const personUpdateInputSchema = z.strictObject({
  version: versionInputSchema,
  userName: ruledText(...PERSON_FIELD_RULES.userName),
  phone: z.optional(ruledText(...PERSON_FIELD_RULES.phone)),
  schoolId: z.optional(z.string().check(z.maxLength(64))),
  roleId: roleIdSchema,
});
/** An edit of an account. */
export type PersonUpdateInput = z.infer<typeof personUpdateInputSchema>;

/** POST admin/people/{uid}/disable and …/enable. */
export const personStateInputSchema = z.strictObject({ version: versionInputSchema });
/** Disabling or enabling an account. */
export type PersonStateInput = z.infer<typeof personStateInputSchema>;

/** POST admin/people/{uid}/reset-password: a temporary password the person must change at next sign-in. */
export const passwordResetInputSchema = z.strictObject({
  version: versionInputSchema,
  password: ruledText(...PERSON_FIELD_RULES.password),
});
/** A password reset. */
export type PasswordResetInput = z.infer<typeof passwordResetInputSchema>;

/** POST admin/people/{uid}/studios: a place in a studio (a studio has one host). */
export const studioPlaceInputSchema = z.strictObject({
  version: versionInputSchema,
  studioId: z.string().check(z.minLength(1), z.maxLength(64)),
  place: z.enum(['owner', 'assistant', 'member']),
});
/** A place in a studio. */
export type StudioPlaceInput = z.infer<typeof studioPlaceInputSchema>;

/** POST admin/people/{uid}/studios/{studioId}/remove. */
export const studioPlaceRemoveInputSchema = z.strictObject({ version: versionInputSchema });

/** An account as the console lists it. */
export const adminPersonSchema = z.looseObject({
  uid: z.string(),
  username: z.string(),
  userName: z.string(),
  roleId: z.string(),
  roleName: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  phone: z.string(),
  disabled: z.boolean(),
  /** A reset password not yet changed. */
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
  studios: z.array(z.looseObject({ studioId: z.string(), studioName: z.string(), place: z.string() })),
  version: z.number(),
});
/** An account as the console lists it. */
export type AdminPerson = z.infer<typeof adminPersonSchema>;

/** What the people screen chooses from: schools (with their towns) and studios. */
export const peopleOptionsSchema = z.looseObject({
  schools: z.array(z.looseObject({ id: z.string(), name: z.string(), townName: z.string() })),
  studios: z.array(z.looseObject({ id: z.string(), name: z.string() })),
  towns: z.array(z.looseObject({ code: z.string(), name: z.string() })),
});
/** What the people screen chooses from. */
export type PeopleOptions = z.infer<typeof peopleOptionsSchema>;

/** The columns of the teachers' spreadsheet, as their headers read (the first row). */
export const TEACHER_IMPORT_COLUMNS = [
  { key: 'username', header: '账号' },
  { key: 'userName', header: '姓名' },
  { key: 'phone', header: '手机号' },
  { key: 'schoolName', header: '学校' },
  { key: 'subjectName', header: '学科' },
] as const;

/** The most rows one import takes (the server's IMPORT_MAX_ROWS setting may be lower). */
export const TEACHER_IMPORT_MAX_ROWS = 5000;

/** One row of the teachers' spreadsheet, every cell as text; `row` is its line number in the sheet. */
export const teacherImportRowSchema = z.strictObject({
  row: z.int().check(z.positive()),
  username: z.string().check(z.maxLength(200)),
  userName: z.string().check(z.maxLength(200)),
  phone: z.string().check(z.maxLength(200)),
  schoolName: z.string().check(z.maxLength(200)),
  subjectName: z.string().check(z.maxLength(200)),
});
/** One row of the teachers' spreadsheet. */
export type TeacherImportRow = z.infer<typeof teacherImportRowSchema>;

/**
 * POST admin/people/import/preview and …/import/commit: the sheet's rows and the initial password every
 * new account gets (each changes it at the first sign-in).
 */
export const teacherImportInputSchema = z.strictObject({
  rows: z.array(teacherImportRowSchema).check(z.minLength(1), z.maxLength(TEACHER_IMPORT_MAX_ROWS)),
  password: ruledText(...PERSON_FIELD_RULES.password),
});
/** A spreadsheet to import. */
export type TeacherImportInput = z.infer<typeof teacherImportInputSchema>;

/** One row's fate: created, or refused with its reasons. */
const importRowFateSchema = z.looseObject({
  row: z.number(),
  username: z.string(),
  userName: z.string(),
  schoolName: z.string(),
  fate: z.enum(['create', 'refuse']),
  reasons: z.array(z.string()),
});
/** One row's fate. */
export type ImportRowFate = z.infer<typeof importRowFateSchema>;

/** The preview: every row's fate, nothing written. */
export const importPreviewSchema = z.looseObject({
  rows: z.array(importRowFateSchema),
  createCount: z.number(),
  refuseCount: z.number(),
});
/** The preview of an import. */
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** The import's outcome: the accounts created, in one transaction, and the rows left out. */
export const importResultSchema = z.looseObject({
  created: z.number(),
  refused: z.array(importRowFateSchema),
});
/** The import's outcome. */
export type ImportResult = z.infer<typeof importResultSchema>;

const base = `${ADMIN_API_PREFIX}/people`;
const segment = (id: string) => encodeURIComponent(id);

/** GET admin/people — a page of accounts (params: `keyword`, `schoolId`, `roleId`, `status`, paging). */
export const getPeople = (client: PortalClient, params?: PortalParams): Promise<AdminPage<AdminPerson>> =>
  client.get(base, { params, schema: adminPageSchema(adminPersonSchema) });
/** GET admin/people/export — every account the filters match (up to the export limit). */
export const exportPeople = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/export`, { params, schema: z.array(adminPersonSchema) });
/** GET admin/people/options — schools, towns and studios to choose from. */
export const getPeopleOptions = (client: PortalClient) =>
  client.get(`${base}/options`, { schema: peopleOptionsSchema });
/** POST admin/people/create. */
export const createPerson = (client: PortalClient, body: PersonCreateInput) =>
  client.post(`${base}/create`, { json: body, schema: adminPersonSchema });
/** POST admin/people/{uid}/update. */
export const updatePerson = (client: PortalClient, uid: string, body: PersonUpdateInput) =>
  client.post(`${base}/${segment(uid)}/update`, { json: body, schema: adminPersonSchema });
/** POST admin/people/{uid}/disable — refuses every sign-in and ends every session at once. */
export const disablePerson = (client: PortalClient, uid: string, body: PersonStateInput) =>
  client.post(`${base}/${segment(uid)}/disable`, { json: body, schema: adminWriteResultSchema });
/** POST admin/people/{uid}/enable. */
export const enablePerson = (client: PortalClient, uid: string, body: PersonStateInput) =>
  client.post(`${base}/${segment(uid)}/enable`, { json: body, schema: adminWriteResultSchema });
/** POST admin/people/{uid}/reset-password — ends the person's sessions; they change it at next sign-in. */
export const resetPersonPassword = (client: PortalClient, uid: string, body: PasswordResetInput) =>
  client.post(`${base}/${segment(uid)}/reset-password`, { json: body, schema: adminWriteResultSchema });
/** POST admin/people/{uid}/studios — gives a place in a studio. */
export const setStudioPlace = (client: PortalClient, uid: string, body: StudioPlaceInput) =>
  client.post(`${base}/${segment(uid)}/studios`, { json: body, schema: adminPersonSchema });
/** POST admin/people/{uid}/studios/{studioId}/remove. */
export const removeStudioPlace = (client: PortalClient, uid: string, studioId: string, version: number) =>
  client.post(`${base}/${segment(uid)}/studios/${segment(studioId)}/remove`, {
    json: { version },
    schema: adminPersonSchema,
  });
/** POST admin/people/import/preview — every row's fate; nothing is written. */
export const previewTeacherImport = (client: PortalClient, body: TeacherImportInput) =>
  client.post(`${base}/import/preview`, { json: body, schema: importPreviewSchema });
/** POST admin/people/import/commit — creates every good row in one transaction; answers the rows left out. */
export const commitTeacherImport = (client: PortalClient, body: TeacherImportInput) =>
  client.post(`${base}/import/commit`, { json: body, schema: importResultSchema });
