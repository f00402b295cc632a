import { useState } from 'react';
import { Link } from 'wouter';
import { WORKBENCH_HREF } from '../../config/paths';
import { cn } from '../../lib/cn';
import { adminEntriesOf } from '../../lib/session/admin-entries';
import type { SessionUser } from '../../lib/session/session-user';
import { signOut } from '../../lib/session/sign-out';
import { useStudioPermissions } from '../../lib/session/use-studio-admin-routes';
import { Popover } from '../ui/popover';

const itemClass = 'block rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50';

/**
 * The avatar and name with the dropdown '工作台' / '退出登录' (SPEC §2), and between them the
 * administrations the user may open (工作室管理 for a studio member, 两研一刊管理 for its administrator).
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const studios = useStudioPermissions(user);
  const adminEntries = adminEntriesOf(user, studios.data);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button
          type="button"
          aria-label={`${user.userName}，打开用户菜单`}
          className="flex shrink-0 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-white hover:bg-white/10"
        >
          <Avatar user={user} />
          {/* From 1280 px the name shows beside the avatar (SPEC §2), cut to a few characters: the title gives
              it whole on hover. */}
          <span title={user.userName} className="hidden max-w-[5em] truncate text-sm xl:inline">
            {user.userName}
          </span>
          <span aria-hidden="true" className="hidden text-xs xl:inline">
            ▾
          </span>
        </button>
      }
    >
      <div className="border-b border-slate-100 px-3 py-2">
        <p className="text-sm font-medium text-ink">{user.userName}</p>
        {user.schoolName ? <p className="text-xs text-muted">{user.schoolName}</p> : null}
      </div>
      <Link href={WORKBENCH_HREF} onClick={() => setOpen(false)} className={itemClass}>
        工作台
      </Link>
      {adminEntries.map((entry) => (
        <Link key={entry.href} href={entry.href} onClick={() => setOpen(false)} className={itemClass}>
          {entry.label}
        </Link>
      ))}
      <button type="button" onClick={() => void signOut()} className={cn(itemClass, 'w-full text-left')}>
        退出登录
      </button>
    </Popover>
  );
}

function Avatar({ user }: { user: SessionUser }) {
  if (user.avatar) {
    return (
      <img src={user.avatar} alt="" className="size-8 rounded-full border-2 border-white/70 bg-white object-cover" />
    );
  }
  return (
    <span className="flex size-8 items-center justify-center rounded-full bg-white/90 text-sm font-semibold text-brand-700">
      {user.userName.slice(0, 1)}
    </span>
  );
}
