import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { cn } from '../../../lib/cn';
import type { StudioMember } from '../studios-api';

/**
 * A studio's members: avatar, name, role, title and school; `action` adds a control per member (the
 * admin's). One column, or two from `sm` up when `wide` (a main column rather than a side panel).
 * `label` names the list where the page shows more than one (the admin's members and the teachers found).
 */
export function MemberList({
  members,
  action,
  wide,
  label,
}: {
  members: readonly StudioMember[];
  action?: (member: StudioMember) => ReactNode;
  wide?: boolean;
  label?: string;
}) {
  return (
    <ul aria-label={label} className={cn('grid grid-cols-1 gap-3', wide && 'sm:grid-cols-2')}>
      {members.map((member) => (
        <li key={member.uid} className="flex items-center gap-3 rounded-lg bg-slate-50 p-3">
          <Avatar
            src={member.avatar}
            name={member.name}
            loading="lazy"
            pictureClassName="size-11 shrink-0 rounded-full object-cover"
            initialClassName="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700"
          />
          <span className="min-w-0 flex-1">
            <span className="flex items-center gap-2">
              <span className="truncate font-medium text-ink">{member.name}</span>
              <span
                className={cn(
                  'shrink-0 rounded px-1.5 py-0.5 text-xs whitespace-nowrap',
                  member.memberRole === 'owner' ? 'bg-brand-600 text-white' : 'bg-white text-brand-700',
                )}
              >
                {member.roleName}
              </span>
            </span>
            <span className="block truncate text-xs text-muted">
              {[member.title, member.schoolName].filter(Boolean).join(' · ')}
            </span>
          </span>
          {action?.(member)}
        </li>
      ))}
    </ul>
  );
}
