/** SPEC §7 "Reform": evaluation-reform news, which carry their label's name. */
import * as z from 'zod/mini';
import { contentItemSchema, contentWithBodySchema, text } from './content-item';

const labelName = { labelName: text };

/** A reform news item: a content item with its label's name (the server's field). */
export const reformItemSchema = z.extend(contentItemSchema, labelName);
/** A reform news item. */
export type ReformItem = z.infer<typeof reformItemSchema>;
/** A reform news item with its body. */
export const reformDetailSchema = z.extend(contentWithBodySchema, labelName);
/** A reform news item with its body. */
export type ReformDetail = z.infer<typeof reformDetailSchema>;
