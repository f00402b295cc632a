/** Replaces each `{name}` in `template` with `values[name]` (missing names become empty). */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
