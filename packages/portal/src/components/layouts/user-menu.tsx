import { useState } from 'react';
import { Link } from 'wouter';
import { paths, WORKBENCH_HREF } from '../../config/paths';
import { hasPlatformAdminRole, type SessionUser } from '../../lib/session/session-user';
import { signOut } from '../../lib/session/sign-out';
import { Popover } from '../ui/popover';

/** The avatar and name with the dropdown '工作台' / '退出登录' (SPEC §2), and '平台管理' for the 平台管理员. */
export function UserMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button
          type="button"
          aria-label={`${user.userName}，打开用户菜单`}
          className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-white hover:bg-white/10"
        >
          <Avatar user={user} />
          <span className="hidden max-w-24 truncate text-sm 2xl:inline">{user.userName}</span>
          <span aria-hidden="true" className="hidden text-xs 2xl:inline">
            ▾
          </span>
        </button>
      }
    >
      <div className="border-b border-slate-100 px-3 py-2">
        <p className="text-sm font-medium text-ink">{user.userName}</p>
        {user.schoolName ? <p className="text-xs text-muted">{user.schoolName}</p> : null}
      </div>
      <Link
        href={WORKBENCH_HREF}
        onClick={() => setOpen(false)}
        className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50"
      >
        工作台
      </Link>
      {hasPlatformAdminRole(user) ? (
        <Link
          href={paths.console.getHref()}
          onClick={() => setOpen(false)}
          className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50"
        >
          平台管理
        </Link>
      ) : null}
      <button
        type="button"
        onClick={() => void signOut()}
        className="block w-full rounded-md px-3 py-2 text-left text-sm text-ink hover:bg-brand-50"
      >
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
