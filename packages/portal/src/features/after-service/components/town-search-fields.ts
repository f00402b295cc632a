import type { SearchField } from '../../../components/search-bar/search-fields';
import type { TownOption } from '../../../lib/towns-query';

/** The search fields of the town-filtered lists: a town from the dictionary and a keyword. */
export function townSearchFields(towns: readonly TownOption[], keywordPlaceholder: string): SearchField[] {
  return [
    {
      kind: 'select',
      prop: 'townCode',
      label: '乡镇',
      options: towns.map((town) => ({ value: town.value, label: town.label })),
    },
    { kind: 'input', prop: 'keyword', label: '关键词', placeholder: keywordPlaceholder, col: 2 },
  ];
}
