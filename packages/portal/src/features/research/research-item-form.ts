import { RESEARCH_ITEM_MAX_CHARS, requiredRule, VALIDATION_MESSAGES } from '@edu/api-client';

/** What the administrator's form holds for a news item or an activity (all text, as typed). */
export interface ItemFormValues {
  title: string;
  summary: string;
  /** The body as HTML from the rich-text editor. */
  content: string;
  /** The cover picture's URL (from an upload), or ''. */
  cover: string;
  /** Activities only: the day it takes place (YYYY-MM-DD) and where. */
  startDate: string;
  location: string;
}

/** The body of a create or update call. */
export interface ItemBody {
  title: string;
  summary: string;
  content: string;
  cover: string;
  startDate?: string;
  location?: string;
}

export type ItemFormErrors = Partial<Record<keyof ItemFormValues, string>>;

export const EMPTY_ITEM_FORM: ItemFormValues = {
  title: '',
  summary: '',
  content: '',
  cover: '',
  startDate: '',
  location: '',
};

const required = requiredRule();
const tooLong = (max: number) => `最多 ${max} 个字`;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether an editor's HTML holds nothing a reader would see (no text, no picture): an emptied editor
 * leaves `<p><br></p>` behind. Only for validation; the HTML is sanitised elsewhere.
 */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\u00a0/g, ' ')
      .trim() === ''
  );
}

/**
 * SPEC §5's rules for the form: title and body required ('必填项不能为空'), an activity's date and place
 * required, each field within its length. An empty result means the form may be sent.
 */
export function validateItemForm(values: ItemFormValues, kind: 'news' | 'activity'): ItemFormErrors {
  const errors: ItemFormErrors = {};
  const limit = (field: 'title' | 'summary' | 'location', value: string) => {
    if (value.trim().length > RESEARCH_ITEM_MAX_CHARS[field]) errors[field] = tooLong(RESEARCH_ITEM_MAX_CHARS[field]);
  };
  const title = required(values.title);
  if (title) errors.title = title;
  else limit('title', values.title);
  limit('summary', values.summary);
  if (isBlankHtml(values.content)) errors.content = VALIDATION_MESSAGES.required;
  else if (values.content.length > RESEARCH_ITEM_MAX_CHARS.content) errors.content = '正文过长，请删减后再保存';
  if (kind === 'activity') {
    const day = required(values.startDate);
    if (day) errors.startDate = day;
    else if (!DAY.test(values.startDate.trim())) errors.startDate = '请选择正确的日期';
    const location = required(values.location);
    if (location) errors.location = location;
    else limit('location', values.location);
  }
  return errors;
}

/** The call's body from valid form values: trimmed, with an activity's date and place. */
export function toItemBody(values: ItemFormValues, kind: 'news' | 'activity'): ItemBody {
  const body: ItemBody = {
    title: values.title.trim(),
    summary: values.summary.trim(),
    content: values.content,
    cover: values.cover,
  };
  return kind === 'activity' ? { ...body, startDate: values.startDate.trim(), location: values.location.trim() } : body;
}

/** The form's values for editing an existing item. */
export function toItemFormValues(item: Partial<Record<keyof ItemFormValues, string>>): ItemFormValues {
  return {
    title: item.title ?? '',
    summary: item.summary ?? '',
    content: item.content ?? '',
    cover: item.cover ?? '',
    startDate: item.startDate ?? '',
    location: item.location ?? '',
  };
}
