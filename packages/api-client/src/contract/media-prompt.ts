import * as z from 'zod/mini';
import {
  IMAGE_SEED_MAX,
  IMAGE_SEED_MIN,
  MEDIA_PROMPT_PREFIX,
  PROMPT_MAX_CHARS,
  VIDEO_SEED_MAX,
  VIDEO_SEED_MIN,
} from '../constants';
import { VALIDATION_MESSAGES } from '../messages';
import { uidInputSchema } from './conversation';

/** The prompt text without the style prefix the client puts before it. */
export function stripMediaPromptPrefix(prompt: string): string {
  const trimmed = prompt.trim();
  return trimmed.startsWith(MEDIA_PROMPT_PREFIX) ? trimmed.slice(MEDIA_PROMPT_PREFIX.length) : trimmed;
}

/** The prompt as it goes on the wire: the SPEC §5 style prefix, then the trimmed text (never twice). */
export function withMediaPromptPrefix(prompt: string): string {
  return `${MEDIA_PROMPT_PREFIX}${stripMediaPromptPrefix(prompt).trim()}`;
}

/**
 * What the user types into the image or video dialog: trimmed, non-blank, at most
 * {@link PROMPT_MAX_CHARS} characters (SPEC §5).
 */
export const mediaPromptTextSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, VALIDATION_MESSAGES.mediaPromptBlank),
    z.maxLength(PROMPT_MAX_CHARS, VALIDATION_MESSAGES.mediaPromptTooLong),
  );

/**
 * A prompt inside a generation request: the same rule applied to the text after the optional style
 * prefix, so the wire form `'请生成中国风格：' + text` is accepted for any text the dialog allows.
 */
const wirePromptSchema = z.string().check(
  z.trim(),
  z.refine((prompt) => stripMediaPromptPrefix(prompt).trim().length > 0, VALIDATION_MESSAGES.mediaPromptBlank),
  z.refine(
    (prompt) => stripMediaPromptPrefix(prompt).trim().length <= PROMPT_MAX_CHARS,
    VALIDATION_MESSAGES.mediaPromptTooLong,
  ),
);

/** Body of POST /media/generate/image (strict): seed 0 to 9999999999. */
export const imagePromptInputSchema = z.strictObject({
  uid: uidInputSchema,
  prompt: wirePromptSchema,
  seed: z.int().check(z.gte(IMAGE_SEED_MIN), z.lte(IMAGE_SEED_MAX)),
});

/** Body of POST /media/generate/video (strict): the image body with the narrower seed range 0 to 10000. */
export const videoPromptInputSchema = z.extend(imagePromptInputSchema, {
  seed: z.int().check(z.gte(VIDEO_SEED_MIN), z.lte(VIDEO_SEED_MAX)),
});

/** Body of a generation request (the video body narrows the seed). */
export type MediaPromptInput = z.infer<typeof imagePromptInputSchema>;

/** Body of POST /media/video/status (strict). */
export const videoStatusInputSchema = z.strictObject({
  requestId: z.string().check(z.trim(), z.minLength(1), z.maxLength(256)),
});

/** Body of POST /media/video/status. */
export type VideoStatusInput = z.infer<typeof videoStatusInputSchema>;
