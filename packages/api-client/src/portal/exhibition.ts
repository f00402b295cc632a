/** The exhibition hall (/exhibition): ours, since SPEC §2 names the screen without a call. */
import type { EntityId } from '../contract/entity-id';
import { pageSchemaOf } from '../contract/portal/content-item';
import { exhibitionDetailsSchema, exhibitionSchema } from '../contract/portal/exhibition';
import type { PortalClient, PortalParams } from './create-portal-client';

/** GET portal/v1/exhibition/page — exhibitions, paged (params: type `works` or `albums`, keyword). */
export const getExhibitions = (client: PortalClient, params?: PortalParams) =>
  client.get('portal/v1/exhibition/page', { params, schema: pageSchemaOf(exhibitionSchema) });
/** GET portal/v1/exhibition/{id}/details — one exhibition with its exhibits (entries, paintings, albums). */
export const getExhibitionDetails = (client: PortalClient, id: EntityId) =>
  client.get(`portal/v1/exhibition/${encodeURIComponent(String(id))}/details`, { schema: exhibitionDetailsSchema });
