import { PORTAL_API_PREFIX, requiredRule, STUDIO_NEWS_MAX_CHARS, type StudioNewsInput } from '@edu/api-client';

/** The editor's fields: plain text, the cover's URL, and the body as the editor's HTML. */
export interface NewsDraft {
  title: string;
  summary: string;
  cover: string;
  content: string;
}

export type NewsDraftErrors = Partial<Record<keyof NewsDraft, string>>;

const required = requiredRule();

/** The text a body shows, without its markup: a body of empty paragraphs is empty. */
export function visibleTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

/**
 * SPEC §5 for the studio news editor: title and body required ('必填项不能为空'), and the server's
 * lengths. Returns the message per field; none when the draft can be sent.
 */
export function validateNewsDraft(draft: NewsDraft): NewsDraftErrors {
  const errors: NewsDraftErrors = {};
  const title = required(draft.title);
  if (title) errors.title = title;
  else if (draft.title.trim().length > STUDIO_NEWS_MAX_CHARS.title)
    errors.title = `标题不能超过 ${STUDIO_NEWS_MAX_CHARS.title} 个字`;
  if (draft.summary.trim().length > STUDIO_NEWS_MAX_CHARS.summary)
    errors.summary = `摘要不能超过 ${STUDIO_NEWS_MAX_CHARS.summary} 个字`;
  const body = required(visibleTextOf(draft.content));
  if (body) errors.content = body;
  else if (draft.content.length > STUDIO_NEWS_MAX_CHARS.content) errors.content = '正文过长，请删减后再保存';
  return errors;
}

/** The draft as the create and update calls take it (trimmed text). */
export function newsInputOf(draft: NewsDraft): StudioNewsInput {
  return { title: draft.title.trim(), summary: draft.summary.trim(), cover: draft.cover, content: draft.content };
}

/**
 * The address a cover is shown from: the stored upload's download path on our own origin (the server
 * accepts a cover only there, never a remote address).
 */
export function coverUrlOf(storageKey: string): string {
  return `${PORTAL_API_PREFIX}/storage/files/${storageKey.split('/').map(encodeURIComponent).join('/')}`;
}
