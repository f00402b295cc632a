/**
 * The console's resources section (issue 32): the review queue of the files teachers contribute to the
 * resource centre (approve, or reject with a reason the uploader receives as a message) and the published
 * resources (withdraw: 404 to the public, kept here; restore).
 */
import * as z from 'zod/mini';
import type { PortalClient, PortalParams } from '../portal/create-portal-client';
import { requiredRule } from '../validation/form-rules';
import {
  ADMIN_API_PREFIX,
  type AdminPage,
  adminPageSchema,
  maxChars,
  ruledText,
  versionInputSchema,
} from './admin-common';

/** Where a contribution stands. */
export const SUBMISSION_STATES = ['pending', 'approved', 'rejected'] as const;
/** Where a contribution stands. */
export type SubmissionState = (typeof SUBMISSION_STATES)[number];
/** The console's name of each state. */
export const SUBMISSION_STATE_LABELS: Readonly<Record<SubmissionState, string>> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '未通过',
};

/** The longest reason of a rejection or a withdrawal, in characters. */
export const REVIEW_REASON_MAX_CHARS = 200;

/** A contribution as the review queue shows it. */
export const submissionSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  fileName: z.string(),
  fileExt: z.string(),
  size: z.number(),
  /** Where the reviewer opens the file (a storage address, attachment). */
  fileUrl: z.string(),
  uploaderUid: z.string(),
  uploaderName: z.string(),
  schoolName: z.string(),
  subjectName: z.string(),
  phaseName: z.string(),
  gradeName: z.string(),
  state: z.enum(SUBMISSION_STATES),
  /** An approved file an administrator has since withdrawn from the resource centre. */
  withdrawn: z.boolean(),
  reason: z.string(),
  reviewerName: z.string(),
  reviewedAt: z.string(),
  /** The published resource's id, once approved. */
  fileId: z.string(),
  createdAt: z.string(),
  version: z.number(),
});
/** A contribution. */
export type Submission = z.infer<typeof submissionSchema>;

/** A resource of the resource centre as the console lists it. */
export const adminResourceSchema = z.looseObject({
  id: z.string(),
  fileName: z.string(),
  fileExt: z.string(),
  uploaderName: z.string(),
  schoolName: z.string(),
  subjectName: z.string(),
  viewCount: z.number(),
  downloadCount: z.number(),
  createdAt: z.string(),
  withdrawn: z.boolean(),
  reviewUrl: z.string(),
  /** The edit version withdraw and restore name (0 until the console first changes it). */
  version: z.number(),
});
/** A resource of the resource centre. */
export type AdminResource = z.infer<typeof adminResourceSchema>;

/** POST admin/resources/submissions/{id}/approve. */
export const approveInputSchema = z.strictObject({ version: versionInputSchema });
/** Approving a contribution. */
export type ApproveInput = z.infer<typeof approveInputSchema>;

/** POST admin/resources/submissions/{id}/reject: the reason reaches the uploader as a message. */
export const rejectInputSchema = z.strictObject({
  version: versionInputSchema,
  reason: ruledText(requiredRule(), maxChars(REVIEW_REASON_MAX_CHARS)),
});
/** Rejecting a contribution. */
export type RejectInput = z.infer<typeof rejectInputSchema>;

/** POST admin/resources/files/{id}/withdraw: the version loaded, and an optional reason sent to the uploader. */
export const withdrawResourceInputSchema = z.strictObject({
  version: versionInputSchema,
  reason: z.optional(ruledText(maxChars(REVIEW_REASON_MAX_CHARS))),
});
/** Withdrawing a resource. */
export type WithdrawResourceInput = z.infer<typeof withdrawResourceInputSchema>;

/** POST admin/resources/files/{id}/restore: the version loaded. */
export const restoreResourceInputSchema = z.strictObject({ version: versionInputSchema });
/** Restoring a withdrawn resource. */
export type RestoreResourceInput = z.infer<typeof restoreResourceInputSchema>;

const base = `${ADMIN_API_PREFIX}/resources`;
const segment = (id: string) => encodeURIComponent(id);

/** GET admin/resources/submissions — a page of contributions (params: `state`, `keyword`, paging). */
export const getSubmissions = (client: PortalClient, params?: PortalParams): Promise<AdminPage<Submission>> =>
  client.get(`${base}/submissions`, { params, schema: adminPageSchema(submissionSchema) });
/** POST admin/resources/submissions/{id}/approve — publishes it in the resource centre. */
export const approveSubmission = (client: PortalClient, id: string, body: ApproveInput) =>
  client.post(`${base}/submissions/${segment(id)}/approve`, { json: body, schema: submissionSchema });
/** POST admin/resources/submissions/{id}/reject. */
export const rejectSubmission = (client: PortalClient, id: string, body: RejectInput) =>
  client.post(`${base}/submissions/${segment(id)}/reject`, { json: body, schema: submissionSchema });
/** GET admin/resources/files — a page of the resource centre's files (params: `state`, `keyword`, paging). */
export const getAdminResources = (client: PortalClient, params?: PortalParams): Promise<AdminPage<AdminResource>> =>
  client.get(`${base}/files`, { params, schema: adminPageSchema(adminResourceSchema) });
/** POST admin/resources/files/{id}/withdraw — 404 to the public from then on. */
export const withdrawResource = (client: PortalClient, id: string, body: WithdrawResourceInput) =>
  client.post(`${base}/files/${segment(id)}/withdraw`, { json: body, schema: adminResourceSchema });
/** POST admin/resources/files/{id}/restore — public again. */
export const restoreResource = (client: PortalClient, id: string, body: RestoreResourceInput) =>
  client.post(`${base}/files/${segment(id)}/restore`, { json: body, schema: adminResourceSchema });
