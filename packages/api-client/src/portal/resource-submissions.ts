/**
 * A teacher contributes a file to the resource centre (ours, issue 32): it waits for a platform
 * administrator's review (approved: published; rejected: the reason arrives as a message).
 */
import * as z from 'zod/mini';
import { submissionSchema } from '../admin/admin-resources';
import type { PortalClient } from './create-portal-client';

/** The longest title of a contribution, in characters. */
export const SUBMISSION_TITLE_MAX_CHARS = 100;

/** POST resource/v2/portal/resource/submit: an uploaded file (presigned POST first) and what it is. */
export const resourceSubmitInputSchema = z.strictObject({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(SUBMISSION_TITLE_MAX_CHARS)),
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  /** The upload's storage key. */
  path: z.string().check(z.trim(), z.minLength(1), z.maxLength(512)),
  phaseId: z.optional(z.string().check(z.maxLength(64))),
  subjectId: z.optional(z.string().check(z.maxLength(64))),
});
/** A contribution. */
export type ResourceSubmitInput = z.infer<typeof resourceSubmitInputSchema>;

/** POST resource/v2/portal/resource/submit — the contribution, pending review. */
export const submitResource = (client: PortalClient, body: ResourceSubmitInput) =>
  client.post('resource/v2/portal/resource/submit', { json: body, schema: submissionSchema });
/** GET resource/v2/portal/resource/submissions — the signed-in teacher's contributions and their fate. */
export const getMySubmissions = (client: PortalClient) =>
  client.get('resource/v2/portal/resource/submissions', { schema: z.array(submissionSchema) });
