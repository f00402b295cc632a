const SPECIAL_PATTERN = /[&<>"']/g;
const REPLACEMENTS: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an element body or a double-quoted attribute value. */
export function escapeHtml(text: string): string {
  return SPECIAL_PATTERN.test(text) ? text.replace(SPECIAL_PATTERN, (char) => REPLACEMENTS[char] ?? char) : text;
}
