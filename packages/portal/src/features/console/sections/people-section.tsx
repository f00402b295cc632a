import {
  ADMIN_ROLES,
  type AdminPerson,
  createPerson,
  disablePerson,
  enablePerson,
  exportPeople,
  type PeopleOptions,
  passwordResetInputSchema,
  personCreateInputSchema,
  personUpdateInputSchema,
  removeStudioPlace,
  resetPersonPassword,
  STUDIO_PLACES,
  setStudioPlace,
  updatePerson,
} from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { QueryView } from '../../../components/ui/query-view';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { portal } from '../../../lib/portal-clients';
import { chinaMinute } from '../china-time';
import { ConsoleFilterForm, KeywordInput } from '../components/console-filter-form';
import { ConsoleList, RowButton } from '../components/console-list';
import { DialogActions } from '../components/dialog-actions';
import { FilterSelect } from '../components/filter-select';
import { FormButton, INPUT_CLASS } from '../components/form-field';
import { ImportDialog } from '../components/import-dialog';
import { SectionHeading } from '../components/section-heading';
import { SelectField } from '../components/select-field';
import { TextField } from '../components/text-field';
import { useConsoleFilter } from '../components/use-console-filter';
import { useFormDraft } from '../components/use-form-draft';
import { consoleQueries, useConsoleWrite } from '../console-api';
import { exportCsvList } from '../export-csv-list';

/** The account states a list can be narrowed to. */
const ACCOUNT_STATES = [
  { id: 'active', name: '正常' },
  { id: 'disabled', name: '已停用' },
] as const;

/** Accounts: search by name, school and role; create, edit, disable, reset; import and export. */
export default function PeopleSection() {
  const filter = useConsoleFilter({ keyword: '', schoolId: '', roleId: '', status: '' }, 10);
  const { field } = filter;
  const [dialog, setDialog] = useState<
    { kind: 'create' } | { kind: 'import' } | { kind: 'edit' | 'reset'; person: AdminPerson } | null
  >(null);
  const query = useQuery(consoleQueries.people(filter.params));
  const options = useQuery(consoleQueries.peopleOptions);
  const toggle = useConsoleWrite(
    (person: AdminPerson) =>
      person.disabled
        ? enablePerson(portal, person.uid, { version: person.version })
        : disablePerson(portal, person.uid, { version: person.version }),
    '账号状态已更新',
  );
  const exportList = () =>
    exportCsvList('用户列表', () => exportPeople(portal, filter.filterParams), [
      { header: '账号', value: (row) => row.username },
      { header: '姓名', value: (row) => row.userName },
      { header: '角色', value: (row) => row.roleName },
      { header: '学校', value: (row) => row.schoolName },
      { header: '手机号', value: (row) => row.phone },
      { header: '状态', value: (row) => (row.disabled ? '已停用' : '正常') },
      { header: '创建时间', value: (row) => chinaMinute(row.createdAt) },
    ]);

  return (
    <section aria-labelledby="people-title" className="space-y-4">
      <SectionHeading id="people-title" title="用户管理">
        <div className="flex flex-wrap gap-2">
          <FormButton onClick={() => setDialog({ kind: 'create' })}>新建账号</FormButton>
          <FormButton tone="plain" onClick={() => setDialog({ kind: 'import' })}>
            批量导入教师
          </FormButton>
          <FormButton tone="plain" onClick={() => void exportList()}>
            导出列表
          </FormButton>
        </div>
      </SectionHeading>
      <ConsoleFilterForm className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5" onSearch={filter.search}>
        <KeywordInput label="姓名或账号" {...field('keyword')} />
        <FilterSelect label="学校" all="全部学校" choices={options.data?.schools ?? []} {...field('schoolId')} />
        <FilterSelect label="角色" all="全部角色" choices={ADMIN_ROLES} {...field('roleId')} />
        <FilterSelect label="账号状态" all="全部状态" choices={ACCOUNT_STATES} {...field('status')} />
      </ConsoleFilterForm>
      <QueryView query={query} skeleton={<ListSkeleton rows={6} />}>
        {(page) => (
          <ConsoleList
            label="用户列表"
            rows={page.list}
            rowKey={(person) => person.uid}
            emptyText="没有符合条件的用户"
            columns={[
              { header: '姓名', cell: (person) => `${person.userName}（${person.username}）` },
              { header: '角色', cell: (person) => person.roleName, nowrap: true },
              { header: '学校', cell: (person) => person.schoolName || '—' },
              {
                header: '状态',
                cell: (person) =>
                  person.disabled ? (
                    <span className="text-red-700">已停用</span>
                  ) : person.mustChangePassword ? (
                    '待改密码'
                  ) : (
                    '正常'
                  ),
                nowrap: true,
              },
              {
                header: '工作室',
                cell: (person) => person.studios.map((studio) => studio.studioName).join('、') || '—',
              },
            ]}
            actions={(person) => (
              <>
                <RowButton onClick={() => setDialog({ kind: 'edit', person })}>编辑</RowButton>
                <RowButton
                  tone={person.disabled ? 'primary' : 'danger'}
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate(person)}
                >
                  {person.disabled ? '启用' : '停用'}
                </RowButton>
                <RowButton onClick={() => setDialog({ kind: 'reset', person })}>重置密码</RowButton>
              </>
            )}
            page={{ total: page.total, pageNum: page.pageNum, pageSize: page.pageSize, onChange: filter.setPaging }}
          />
        )}
      </QueryView>
      {dialog?.kind === 'create' ? <PersonDialog options={options.data} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? (
        <PersonDialog options={options.data} person={dialog.person} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'reset' ? <ResetDialog person={dialog.person} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'import' ? <ImportDialog onClose={() => setDialog(null)} /> : null}
    </section>
  );
}

function PersonDialog({
  person,
  options,
  onClose,
}: {
  person?: AdminPerson;
  options: PeopleOptions | undefined;
  onClose(): void;
}) {
  const { values, setErrors, field } = useFormDraft({
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
            const found = person
              ? fieldErrorsOf(personUpdateInputSchema, {
                  version: person.version,
                  userName: values.userName,
                  phone: values.phone,
                  schoolId: values.schoolId,
                  roleId,
                })
              : fieldErrorsOf(personCreateInputSchema, { ...values, roleId });
            setErrors(found);
            if (Object.keys(found).length === 0) save.mutate(undefined);
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

function ResetDialog({ person, onClose }: { person: AdminPerson; onClose(): void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reset = useConsoleWrite(
    () => resetPersonPassword(portal, person.uid, { version: person.version, password }),
    '密码已重置，该用户下次登录须修改密码',
    {
      onDone: onClose,
    },
  );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={`重置 ${person.userName} 的密码`}>
      <form
        className="space-y-4 px-5 py-5"
        onSubmit={(event) => {
          event.preventDefault();
          const found = fieldErrorsOf(passwordResetInputSchema, { version: person.version, password });
          setError(found.password);
          if (!found.password) reset.mutate(undefined);
        }}
      >
        <p className="text-sm text-muted">重置后该用户的所有登录将失效，须用临时密码登录并立即修改密码。</p>
        <TextField
          label="临时密码"
          error={error}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
        />
        <DialogActions onCancel={onClose} busy={reset.isPending}>
          重置密码
        </DialogActions>
      </form>
    </Dialog>
  );
}
