import { MEDIA_PROMPT_PREFIX, PROMPT_MAX_CHARS } from '@edu/api-client';

/** Counts characters as the user sees them (an emoji or a CJK character counts once). */
export function countChars(text: string): number {
  return Array.from(text).length;
}

/** Cuts typed text at the 200-character limit (SPEC §5). */
export function limitPrompt(text: string): string {
  const chars = Array.from(text);
  return chars.length > PROMPT_MAX_CHARS ? chars.slice(0, PROMPT_MAX_CHARS).join('') : text;
}

/** A prompt can be generated when non-blank after trimming and at most 200 characters. */
export function isPromptValid(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== '' && countChars(trimmed) <= PROMPT_MAX_CHARS;
}

/** The prompt as sent: '请生成中国风格：' + the trimmed text (SPEC §5). */
export function toMediaPrompt(text: string): string {
  return `${MEDIA_PROMPT_PREFIX}${text.trim()}`;
}

/** A random integer seed from 0 to `max` inclusive (SPEC §9 seed ranges). */
export function randomSeed(max: number, random: () => number = Math.random): number {
  return Math.floor(random() * (max + 1));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The explicit label of generated pictures and videos (GB 45438-2025). */
export const AI_MEDIA_LABEL = 'AI生成';

/**
 * Download names carry a timestamp: `ai-image-20250102-030405.png` (SPEC §9). A video's name also carries the
 * label (`ai-video-20250102-030405-AI生成.mp4`, issue 35): its frames do not; a picture has it drawn in.
 */
export function downloadFileName(kind: 'image' | 'video', date: Date): string {
  const stamp = `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}-${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
  return kind === 'image' ? `ai-image-${stamp}.png` : `ai-video-${stamp}-${AI_MEDIA_LABEL}.mp4`;
}
