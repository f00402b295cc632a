import { IMAGE_UPLOAD_EXTENSIONS } from '@edu/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import { errorText } from '../../../components/ui/status-views';
import { UploadField } from '../../../components/upload/upload-field';
import { RESEARCH_COVER_MAX_KB } from '../../../config/constants';
import { showToast } from '../../../lib/toast';
import { type ItemKind, RESEARCH_QUERY_ROOT, saveItem } from '../research-api';
import { type ItemFormErrors, type ItemFormValues, toItemBody, validateItemForm } from '../research-item-form';
import { DialogActions } from './dialog-actions';

const NOUN: Record<ItemKind, string> = { news: '资讯', activity: '活动' };
const control =
  'h-10 w-full rounded-lg border bg-white px-3 text-[15px] text-ink focus:border-brand-500 aria-invalid:border-red-600';

export interface ItemFormDialogProps {
  kind: ItemKind;
  /** The item being edited (its id), or undefined for a new one. */
  itemId?: string;
  initial: ItemFormValues;
  onClose(): void;
}

/**
 * The administrator's form for a news item or an activity: title, summary, cover (uploaded), an
 * activity's day and place, and the rich-text body; validated by SPEC §5's rules before it is sent.
 */
export function ItemFormDialog({ kind, itemId, initial, onClose }: ItemFormDialogProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ItemFormErrors>({});
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => saveItem(kind, toItemBody(values, kind), itemId),
    onSuccess: () => {
      showToast(itemId ? '保存成功' : `${NOUN[kind]}已发布`, 'success');
      void queryClient.invalidateQueries({ queryKey: RESEARCH_QUERY_ROOT });
      onClose();
    },
    onError: (error) => showToast(errorText(error), 'error'),
  });
  const set = (field: keyof ItemFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateItemForm(values, kind);
    setErrors(problems);
    if (Object.keys(problems).length === 0) save.mutate();
  };
  const title = `${itemId ? '编辑' : '新增'}${NOUN[kind]}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      lockOutside
      className="md:w-[760px]"
    >
      <form noValidate onSubmit={submit} className="space-y-4 overflow-y-auto p-5">
        <Field label="标题" required error={errors.title}>
          {(props) => (
            <input
              {...props}
              className={control}
              value={values.title}
              onChange={(event) => set('title')(event.target.value)}
            />
          )}
        </Field>
        <Field label="摘要" error={errors.summary}>
          {(props) => (
            <textarea
              {...props}
              rows={2}
              className={`${control} h-auto py-2`}
              value={values.summary}
              onChange={(event) => set('summary')(event.target.value)}
            />
          )}
        </Field>
        {kind === 'activity' ? (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <Field label="活动日期" required error={errors.startDate}>
              {(props) => (
                <input
                  {...props}
                  type="date"
                  className={control}
                  value={values.startDate}
                  onChange={(event) => set('startDate')(event.target.value)}
                />
              )}
            </Field>
            <Field label="活动地点" required error={errors.location}>
              {(props) => (
                <input
                  {...props}
                  className={control}
                  value={values.location}
                  onChange={(event) => set('location')(event.target.value)}
                />
              )}
            </Field>
          </div>
        ) : null}
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-ink">封面图片</legend>
          {values.cover ? (
            <div className="flex items-center gap-3">
              <img src={values.cover} alt="当前封面" className="h-16 w-24 rounded object-cover" />
              <button type="button" onClick={() => set('cover')('')} className="text-sm text-red-700 hover:underline">
                移除封面
              </button>
            </div>
          ) : (
            <UploadField
              label="上传封面"
              extensions={IMAGE_UPLOAD_EXTENSIONS}
              maxSizeKb={RESEARCH_COVER_MAX_KB}
              maxCount={1}
              onUploaded={(result) => set('cover')(result.url)}
            />
          )}
        </fieldset>
        <Field label="正文" required error={errors.content}>
          {(props) => (
            <RichTextEditor
              id={props.id}
              label="正文"
              value={values.content}
              onChange={set('content')}
              invalid={props['aria-invalid']}
              describedBy={props['aria-describedby']}
            />
          )}
        </Field>
        <DialogActions
          label={save.isPending ? '正在保存…' : '保存'}
          busy={save.isPending}
          onCancel={onClose}
          className="border-t border-slate-100 pt-4"
        />
      </form>
    </Dialog>
  );
}

interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled form field with its SPEC §5 message under it. */
function Field({
  label,
  required,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  error: string | undefined;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const control = children({
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  });
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {required ? (
          <span aria-hidden="true" className="mr-0.5 text-red-700">
            *
          </span>
        ) : null}
        {label}
      </label>
      {control}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
