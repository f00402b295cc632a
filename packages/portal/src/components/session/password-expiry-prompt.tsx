import { updatePasswordExpiry } from '@edu/api-client';
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { PASSWORD_EXPIRY_PROMPT_DELAY_MS } from '../../config/constants';
import { WORKBENCH_HREF } from '../../config/paths';
import { portal } from '../../lib/portal-clients';
import { isPasswordExpired } from '../../lib/session/password-expiry';
import { type SessionUser, userIdOf } from '../../lib/session/session-user';
import { showToast } from '../../lib/toast';
import { Dialog } from '../ui/dialog';

/**
 * SPEC §4: the password-expiry prompt, 3 s after mount, unless the query has `hideConfirm`. Skipping it
 * calls the expiry update (the server extends the password's validity).
 */
export function PasswordExpiryPrompt({ user }: { user: SessionUser | null }) {
  const search = useSearch();
  const hidden = new URLSearchParams(search).has('hideConfirm');
  const expired = user !== null && isPasswordExpired(user);
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!expired || hidden || dismissed) return;
    const timer = setTimeout(() => setOpen(true), PASSWORD_EXPIRY_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [expired, hidden, dismissed]);

  if (!user) return null;
  const close = () => {
    setOpen(false);
    setDismissed(true);
  };
  const skip = async () => {
    close();
    const uid = userIdOf(user);
    if (!uid) return;
    try {
      await updatePasswordExpiry(portal, uid);
    } catch {
      showToast('操作失败，请稍后再试', 'error');
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())} title="密码已过期" lockOutside>
      <div className="space-y-6 px-5 py-5">
        <p className="leading-7 text-ink">您的登录密码已过期。为保障账号安全，建议立即修改密码。</p>
        <div className="flex justify-end gap-3">
          <button
            type="button"
            onClick={() => void skip()}
            className="rounded-lg border border-slate-300 px-5 py-2 text-sm text-ink hover:bg-slate-50"
          >
            暂不修改
          </button>
          <Link
            href={WORKBENCH_HREF}
            onClick={close}
            className="rounded-lg bg-brand-600 px-5 py-2 text-sm text-white hover:bg-brand-700"
          >
            去修改密码
          </Link>
        </div>
      </div>
    </Dialog>
  );
}
