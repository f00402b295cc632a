/** The editable fields of a news or activity item, as the research and studio write routes accept them. */
export interface ContentEdit {
  title?: string | undefined;
  summary?: string | undefined;
  content?: string | undefined;
  cover?: string | undefined;
}

/**
 * The `portal_content` columns an edit changes: only the fields it names (an update is partial), with the
 * API's `content` stored in the `body` column.
 */
export function contentPatch(edit: ContentEdit): { title?: string; summary?: string; body?: string; cover?: string } {
  return {
    ...(edit.title !== undefined ? { title: edit.title } : {}),
    ...(edit.summary !== undefined ? { summary: edit.summary } : {}),
    ...(edit.content !== undefined ? { body: edit.content } : {}),
    ...(edit.cover !== undefined ? { cover: edit.cover } : {}),
  };
}
