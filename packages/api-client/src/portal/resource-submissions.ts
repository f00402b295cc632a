/**
 * A teacher contributes a file to the resource centre (ours, issue 32): it waits for a platform
 * administrator's review (approved: published; rejected: the reason arrives as a message).
 */
import * as z from 'zod/mini';
import { maxChars, ruledText } from '../admin/admin-common';
import { type Submission, submissionSchema } from '../admin/admin-resources';
import { requiredRule } from '../validation/form-rules';
import type { PortalClient } from './create-portal-client';

/** The longest title of a contribution, in characters. */
export const SUBMISSION_TITLE_MAX_CHARS = 100;

/** The student role (ADMIN_ROLES' 学生): pupils do not publish to the county's resource centre. */
const STUDENT_ROLE_ID = '4';

/** Whether a signed-in user with this role may contribute files to the resource centre (everyone but pupils). */
export function mayContributeResources(roleId: unknown): boolean {
  return String(roleId ?? '') !== STUDENT_ROLE_ID;
}

const ATTRIBUTE_ID_MAX_CHARS = 64;

/**
 * POST resource/v2/portal/resource/submit: an uploaded file (presigned POST first) and what it is: its
 * title, phase and subject (required: the resource centre is browsed by them) and grade (optional: a
 * resource may serve every grade of its phase).
 */
export const resourceSubmitInputSchema = z.strictObject({
  title: ruledText(requiredRule(), maxChars(SUBMISSION_TITLE_MAX_CHARS)),
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  /** The upload's storage key. */
  path: z.string().check(z.trim(), z.minLength(1), z.maxLength(512)),
  phaseId: ruledText(requiredRule(), maxChars(ATTRIBUTE_ID_MAX_CHARS)),
  gradeId: z.optional(ruledText(maxChars(ATTRIBUTE_ID_MAX_CHARS))),
  subjectId: ruledText(requiredRule(), maxChars(ATTRIBUTE_ID_MAX_CHARS)),
});
/** A contribution. */
export type ResourceSubmitInput = z.infer<typeof resourceSubmitInputSchema>;

/** Where a contribution stands, as its uploader sees it. */
export const CONTRIBUTION_STATES = ['pending', 'published', 'rejected', 'withdrawn'] as const;
/** Where a contribution stands, as its uploader sees it. */
export type ContributionState = (typeof CONTRIBUTION_STATES)[number];
/** The uploader's name of each state. */
export const CONTRIBUTION_STATE_LABELS: Readonly<Record<ContributionState, string>> = {
  pending: '待审核',
  published: '已发布',
  rejected: '已驳回',
  withdrawn: '已撤回',
};

/**
 * A contribution's state for its uploader: an approved file is published until an administrator withdraws
 * it from the resource centre (and again once restored).
 */
export function contributionStateOf(submission: Pick<Submission, 'state' | 'withdrawn'>): ContributionState {
  switch (submission.state) {
    case 'pending':
      return 'pending';
    case 'rejected':
      return 'rejected';
    case 'approved':
      return submission.withdrawn ? 'withdrawn' : 'published';
    default:
      return submission.state satisfies never;
  }
}

/** POST resource/v2/portal/resource/submit — the contribution, pending review. */
export const submitResource = (client: PortalClient, body: ResourceSubmitInput) =>
  client.post('resource/v2/portal/resource/submit', { json: body, schema: submissionSchema });
/** GET resource/v2/portal/resource/submissions — the signed-in teacher's contributions and their fate. */
export const getMySubmissions = (client: PortalClient) =>
  client.get('resource/v2/portal/resource/submissions', { schema: z.array(submissionSchema) });
