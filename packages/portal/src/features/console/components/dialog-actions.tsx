import type { ReactNode } from 'react';
import { FormButton } from './form-field';

/**
 * A console dialog form's buttons: 取消, which closes it with nothing saved, then its submit button (its
 * label the children), held while the write is under way.
 */
export function DialogActions({ onCancel, busy, children }: { onCancel(): void; busy: boolean; children: ReactNode }) {
  return (
    <div className="flex justify-end gap-3">
      <FormButton tone="plain" onClick={onCancel}>
        取消
      </FormButton>
      <FormButton type="submit" disabled={busy}>
        {children}
      </FormButton>
    </div>
  );
}
