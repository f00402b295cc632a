/**
 * The three classrooms (专递课堂, 名师课堂, 名校网络课堂; /hdym and /three-studio/2syClassInfo):
 * `three-class-admin/front/classes/info/*`. These answers carry status 1000 on success (SPEC §7).
 */

import * as z from 'zod/mini';
import type { EntityId } from '../contract/entity-id';
import { contentPageSchema, namedOptionSchema } from '../contract/portal/content-item';
import { programmeSchema } from '../contract/portal/three-classrooms';
import type { PortalClient, PortalParams } from './create-portal-client';

const base = 'three-class-admin/front/classes/info';

/** GET …/types — the three kinds of classroom (`id`, `name`). */
export const getThreeClassTypes = (client: PortalClient) =>
  client.get(`${base}/types`, { schema: z.array(namedOptionSchema) });
/** GET …/page — programmes, paged (params: `type`, `phaseId`, `gradeId`, `subjectId`, `keyword`). */
export const getThreeClassPage = (client: PortalClient, params?: PortalParams) =>
  client.get(`${base}/page`, { params, schema: contentPageSchema });
/** GET …/{id}/details — one programme with its body, its teacher and its lessons (each with its files). Ours. */
export const getThreeClassDetails = (client: PortalClient, id: EntityId) =>
  client.get(`${base}/${encodeURIComponent(String(id))}/details`, { schema: programmeSchema });
