import { ChoiceChips } from '../ui/choice-chips';

/** Which of the user's messages to list. */
export type ReadFilter = 'all' | 'unread' | 'read';

const READ_FILTERS: ReadonlyArray<{ value: ReadFilter; label: string }> = [
  { value: 'all', label: '全部' },
  { value: 'unread', label: '未读' },
  { value: 'read', label: '已读' },
];

/** The 全部 / 未读 / 已读 toggles over a list of the user's messages, pressed = shown. */
export function ReadFilterChips({
  value,
  onChange,
  className,
}: {
  value: ReadFilter;
  onChange(value: ReadFilter): void;
  className?: string;
}) {
  return (
    <ChoiceChips<ReadFilter>
      look="filter"
      label="按阅读状态筛选"
      options={READ_FILTERS}
      value={value}
      onChange={onChange}
      className={className}
    />
  );
}
