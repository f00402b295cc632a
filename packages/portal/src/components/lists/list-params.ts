import type { PageRequest } from './use-list-filter';

/** The parameters of a list call: the page, and each choice named (undefined where it is not set). */
export type ListParams<Choice extends string> = { pageNum: number; pageSize: number } & {
  [Key in Choice]: string | undefined;
};

/**
 * A list call's parameters from a screen's filter: its page, and the named choices. A choice left at 全部 (or
 * a keyword left blank) is '' on screen and is not sent, so the server does not filter by it.
 */
export function listParams<const Choice extends string>(
  filter: PageRequest & { [Key in NoInfer<Choice>]?: string | undefined },
  choices: readonly Choice[],
): ListParams<Choice> {
  const chosen = Object.fromEntries(choices.map((choice) => [choice, filter[choice] || undefined]));
  return { pageNum: filter.pageNum, pageSize: filter.pageSize, ...(chosen as { [Key in Choice]: string | undefined }) };
}
