import {
  ADMIN_ROLES,
  type AdminPerson,
  createPerson,
  type PeopleOptions,
  personCreateInputSchema,
  personUpdateInputSchema,
  removeStudioPlace,
  STUDIO_PLACES,
  setStudioPlace,
  updatePerson,
} from '@edu/api-client';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { portal } from '../../../lib/portal-clients';
import { useConsoleWrite } from '../console-api';
import { RowButton } from './console-list';
import { DialogActions } from './dialog-actions';
import { FormButton, INPUT_CLASS } from './form-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { useFormDraft } from './use-form-draft';

/** A new account, or an existing one (`person`) with its studio places: its fields, checked before saving. */
export function PersonDialog({
  person,
  options,
  onClose,
}: {
  person?: AdminPerson;
  options: PeopleOptions | undefined;
  onClose(): void;
}) {
  const { values, check, field } = useFormDraft({
    username: person?.username ?? '',
    userName: person?.userName ?? '',
    phone: person?.phone ?? '',
    schoolId: person?.schoolId ?? '',
    roleId: person?.roleId ?? '3',
    password: '',
  });
  const [place, setPlace] = useState({ studioId: '', place: 'member' });
  const roleId = values.roleId as (typeof ADMIN_ROLES)[number]['id'];
  const save = useConsoleWrite(
    () =>
      person
        ? updatePerson(portal, person.uid, {
            version: person.version,
            userName: values.userName,
            phone: values.phone,
            schoolId: values.schoolId,
            roleId,
          })
        : createPerson(portal, { ...values, roleId }),
    person ? '账号已保存' : '账号已创建',
    { onDone: onClose },
  );
  const addPlace = useConsoleWrite(
    () =>
      setStudioPlace(portal, person?.uid ?? '', {
        version: person?.version ?? 0,
        studioId: place.studioId,
        place: place.place as 'member',
      }),
    '工作室角色已设置',
    { onDone: onClose },
  );
  const removePlace = useConsoleWrite(
    (studioId: string) => removeStudioPlace(portal, person?.uid ?? '', studioId, person?.version ?? 0),
    '已移出工作室',
    { onDone: onClose },
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={person ? `编辑 ${person.userName}` : '新建账号'}
    >
      <div className="space-y-5 overflow-y-auto px-5 py-5">
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            const passes = person
              ? check(personUpdateInputSchema, {
                  version: person.version,
                  userName: values.userName,
                  phone: values.phone,
                  schoolId: values.schoolId,
                  roleId,
                })
              : check(personCreateInputSchema, { ...values, roleId });
            if (passes) save.mutate(undefined);
          }}
        >
          {person ? null : <TextField label="账号" autoComplete="off" {...field('username')} />}
          <TextField label="姓名" {...field('userName')} />
          <TextField label="手机号" inputMode="numeric" {...field('phone')} />
          <SelectField label="学校" none="无" choices={options?.schools ?? []} {...field('schoolId')} />
          <SelectField label="角色" choices={ADMIN_ROLES} {...field('roleId')} />
          {person ? null : (
            <TextField
              label="初始密码"
              hint="首次登录时须修改"
              type="password"
              autoComplete="new-password"
              {...field('password')}
            />
          )}
          <DialogActions onCancel={onClose} busy={save.isPending}>
            保存
          </DialogActions>
        </form>
        {person ? (
          <div className="space-y-3 border-t border-slate-100 pt-4">
            <h3 className="text-sm font-medium text-ink">工作室角色</h3>
            <ul className="space-y-2">
              {person.studios.map((studio) => (
                <li key={studio.studioId} className="flex items-center justify-between gap-2 text-sm">
                  <span>
                    {studio.studioName}（{STUDIO_PLACES.find((entry) => entry.id === studio.place)?.name}）
                  </span>
                  <RowButton
                    tone="danger"
                    disabled={removePlace.isPending}
                    onClick={() => removePlace.mutate(studio.studioId)}
                  >
                    移出
                  </RowButton>
                </li>
              ))}
            </ul>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_auto_auto]">
              <select
                aria-label="工作室"
                className={INPUT_CLASS}
                value={place.studioId}
                onChange={(event) => setPlace({ ...place, studioId: event.target.value })}
              >
                <option value="">选择工作室</option>
                {options?.studios.map((studio) => (
                  <option key={studio.id} value={studio.id}>
                    {studio.name}
                  </option>
                ))}
              </select>
              <select
                aria-label="工作室角色"
                className={INPUT_CLASS}
                value={place.place}
                onChange={(event) => setPlace({ ...place, place: event.target.value })}
              >
                {STUDIO_PLACES.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
              </select>
              <FormButton
                tone="plain"
                disabled={!place.studioId || addPlace.isPending}
                onClick={() => addPlace.mutate(undefined)}
              >
                加入工作室
              </FormButton>
            </div>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
