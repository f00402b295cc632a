/** `base` and `path` joined by exactly one slash (`http://h/ai/` + `/chat` → `http://h/ai/chat`). */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
