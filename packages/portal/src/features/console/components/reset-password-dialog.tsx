import { type AdminPerson, passwordResetInputSchema, resetPersonPassword } from '@edu/api-client';
import { portal } from '../../../lib/portal-clients';
import { useConsoleWrite } from '../console-api';
import { FormDialog } from './form-dialog';
import { TextField } from './text-field';
import { useFormDraft } from './use-form-draft';

/** Sets a temporary password for an account, which its owner must change at the next sign-in. */
export function ResetPasswordDialog({ person, onClose }: { person: AdminPerson; onClose(): void }) {
  const { values, check, field } = useFormDraft({ password: '' });
  const input = () => ({ version: person.version, ...values });
  const reset = useConsoleWrite(
    () => resetPersonPassword(portal, person.uid, input()),
    '密码已重置，该用户下次登录须修改密码',
    {
      onDone: onClose,
    },
  );
  return (
    <FormDialog
      title={`重置 ${person.userName} 的密码`}
      submitLabel="重置密码"
      busy={reset.isPending}
      onSubmit={() => {
        if (check(passwordResetInputSchema, input())) reset.mutate(undefined);
      }}
      onClose={onClose}
    >
      <p className="text-sm text-muted">重置后该用户的所有登录将失效，须用临时密码登录并立即修改密码。</p>
      <TextField label="临时密码" type="password" autoComplete="new-password" {...field('password')} />
    </FormDialog>
  );
}
