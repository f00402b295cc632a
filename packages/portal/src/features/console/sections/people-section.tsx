import { ADMIN_ROLES, type AdminPerson, disablePerson, enablePerson, exportPeople } from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryView } from '../../../components/ui/query-view';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { portal } from '../../../lib/portal-clients';
import { chinaMinute } from '../china-time';
import { ConsoleFilterForm, KeywordInput } from '../components/console-filter-form';
import { ConsoleList, RowButton } from '../components/console-list';
import { FilterSelect } from '../components/filter-select';
import { FormButton } from '../components/form-field';
import { ImportDialog } from '../components/import-dialog';
import { PersonDialog } from '../components/person-dialog';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import { SectionHeading } from '../components/section-heading';
import { useConsoleFilter } from '../components/use-console-filter';
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
      {dialog?.kind === 'reset' ? <ResetPasswordDialog person={dialog.person} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'import' ? <ImportDialog onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
