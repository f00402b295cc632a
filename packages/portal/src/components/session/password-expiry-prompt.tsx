import { changePassword, isPortalApiError, passwordChangeInputSchema, updatePasswordExpiry } from '@edu/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useSearch } from 'wouter';
import * as z from 'zod/mini';
import { PASSWORD_EXPIRY_PROMPT_DELAY_MS } from '../../config/constants';
import { portal } from '../../lib/portal-clients';
import { isPasswordExpired, mustChangePassword } from '../../lib/session/password-expiry';
import { SESSION_QUERY_KEY } from '../../lib/session/session-query-keys';
import { type SessionUser, userIdOf } from '../../lib/session/session-user';
import { showToast } from '../../lib/toast';
import { Dialog } from '../ui/dialog';
import { errorText } from '../ui/status-views';

const input = 'w-full rounded-md border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-500';

/**
 * SPEC §4: the password-expiry prompt, 3 s after mount, unless the query has `hideConfirm`. Skipping it
 * calls the expiry update (the server extends the password's validity). The new password is set here
 * (SPEC §5's password rule). After an administrator's reset (issue 32) it cannot be skipped: the dialog
 * has no close control, Escape does nothing, and it stays until the password is changed.
 */
export function PasswordExpiryPrompt({ user }: { user: SessionUser | null }) {
  const search = useSearch();
  const hidden = new URLSearchParams(search).has('hideConfirm');
  const expired = user !== null && isPasswordExpired(user);
  const forced = user !== null && mustChangePassword(user);
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<'oldPassword' | 'newPassword' | 'confirm' | 'form', string>>>({});
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const id = useId();

  useEffect(() => {
    if (!expired || (hidden && !forced) || dismissed) return;
    const timer = setTimeout(() => setOpen(true), PASSWORD_EXPIRY_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [expired, forced, hidden, dismissed]);

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
  const submit = async () => {
    const found: typeof errors = {};
    const checked = z.safeParse(passwordChangeInputSchema, {
      oldPassword: values.oldPassword,
      newPassword: values.newPassword,
    });
    if (!checked.success) {
      for (const issue of checked.error.issues)
        found[issue.path[0] as 'oldPassword' | 'newPassword'] ??=
          issue.path[0] === 'oldPassword' ? '必填项不能为空' : issue.message;
    }
    if (!found.newPassword && values.confirm !== values.newPassword) found.confirm = '两次输入的新密码不一致';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await changePassword(portal, { oldPassword: values.oldPassword, newPassword: values.newPassword });
      showToast('密码已修改', 'success');
      close();
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY.user });
    } catch (error) {
      setErrors({ form: isPortalApiError(error) && error.reason ? error.reason : errorText(error) });
    } finally {
      setSaving(false);
    }
  };
  const field = (key: 'oldPassword' | 'newPassword' | 'confirm', label: string) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${key}`} className="block text-sm text-ink">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="password"
        autoComplete={key === 'oldPassword' ? 'current-password' : 'new-password'}
        aria-invalid={Boolean(errors[key])}
        className={input}
        value={values[key]}
        onChange={(event) => setValues((old) => ({ ...old, [key]: event.target.value }))}
      />
      {errors[key] ? <p className="text-sm text-red-700">{errors[key]}</p> : null}
    </div>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : forced ? undefined : close())}
      title={forced ? '请修改密码' : '密码已过期'}
      lockOutside
      dismissible={!forced}
    >
      <form
        className="space-y-4 px-5 py-5"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="leading-7 text-ink">
          {forced
            ? '管理员已为您重置密码。为保障账号安全，请设置新密码后继续使用。'
            : '您的登录密码已过期。为保障账号安全，建议立即修改密码。'}
        </p>
        {errors.form ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.form}
          </p>
        ) : null}
        {field('oldPassword', '当前密码')}
        {field('newPassword', '新密码（8-16位，须包含字母和数字）')}
        {field('confirm', '确认新密码')}
        <div className="flex justify-end gap-3">
          {forced ? null : (
            <button
              type="button"
              onClick={() => void skip()}
              className="rounded-lg border border-slate-300 px-5 py-2 text-sm text-ink hover:bg-slate-50"
            >
              暂不修改
            </button>
          )}
          <button
            type="submit"
            disabled={saving}
            className="rounded-lg bg-brand-600 px-5 py-2 text-sm text-white hover:bg-brand-700 disabled:opacity-50"
          >
            修改密码
          </button>
        </div>
      </form>
    </Dialog>
  );
}
