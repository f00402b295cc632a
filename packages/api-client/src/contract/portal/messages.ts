/** SPEC §7 "Messages": the signed-in user's messages (fields: the reference server's; SPEC: not shown). */
import * as z from 'zod/mini';
import { idText, text } from './content-item';

/** A message of the signed-in user. */
export const portalMessageSchema = z.looseObject({
  id: idText,
  title: text,
  content: text,
  sender: text,
  messageType: text,
  isRead: z.pipe(
    z.nullish(z.union([z.number(), z.string(), z.boolean()])),
    z.transform((value) => Number(value) === 1 || value === true),
  ),
  createDate: text,
});
/** A message of the signed-in user. */
export type PortalMessage = z.infer<typeof portalMessageSchema>;
