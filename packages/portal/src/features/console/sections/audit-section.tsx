import { AUDIT_TARGETS, type AuditEntry, exportAuditLog } from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryView } from '../../../components/ui/query-view';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { saveTextFile } from '../../../lib/csv/save-text-file';
import { toCsv } from '../../../lib/csv/to-csv';
import { portal } from '../../../lib/portal-clients';
import { showToast } from '../../../lib/toast';
import { chinaMinute } from '../china-time';
import { ConsoleList } from '../components/console-list';
import { FilterSelect } from '../components/filter-select';
import { FormButton, INPUT_CLASS } from '../components/form-field';
import { SearchButton } from '../components/search-button';
import { SectionHeading } from '../components/section-heading';
import { consoleQueries } from '../console-api';
import { consoleErrorText } from '../console-error-text';

const changeText = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

/** The audit log: every administrative write, searchable and exportable; nothing here changes it. */
export default function AuditSection() {
  const [draft, setDraft] = useState({ keyword: '', targetType: '', startDate: '', endDate: '' });
  const [filter, setFilter] = useState(draft);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const params = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== ''));
  const query = useQuery(consoleQueries.audit({ ...params, ...paging }));
  const exportLog = async () => {
    try {
      const entries = await exportAuditLog(portal, params);
      saveTextFile(
        `操作日志-${new Date().toISOString().slice(0, 10)}.csv`,
        toCsv(entries, [
          { header: '时间', value: (entry) => chinaMinute(entry.at) },
          { header: '操作人', value: (entry) => entry.actorName },
          { header: '操作', value: (entry) => entry.actionName },
          { header: '对象', value: (entry) => entry.targetLabel },
          { header: '修改前', value: (entry) => changeText(entry.before) },
          { header: '修改后', value: (entry) => changeText(entry.after) },
        ]),
        'text/csv;charset=utf-8',
      );
    } catch (error) {
      showToast(consoleErrorText(error), 'error');
    }
  };
  return (
    <section aria-labelledby="audit-title" className="space-y-4">
      <SectionHeading id="audit-title" title="操作日志">
        <FormButton tone="plain" onClick={() => void exportLog()}>
          导出日志
        </FormButton>
      </SectionHeading>
      <form
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter({ ...draft, keyword: draft.keyword.trim() });
          setPaging((old) => ({ ...old, pageNum: 1 }));
        }}
      >
        <input
          aria-label="操作人或对象"
          placeholder="操作人或对象"
          className={INPUT_CLASS}
          value={draft.keyword}
          onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
        />
        <FilterSelect
          label="模块"
          all="全部模块"
          value={draft.targetType}
          choices={AUDIT_TARGETS}
          onChange={(targetType) => setDraft({ ...draft, targetType })}
        />
        <input
          type="date"
          aria-label="开始日期"
          className={INPUT_CLASS}
          value={draft.startDate}
          onChange={(event) => setDraft({ ...draft, startDate: event.target.value })}
        />
        <input
          type="date"
          aria-label="结束日期"
          className={INPUT_CLASS}
          value={draft.endDate}
          onChange={(event) => setDraft({ ...draft, endDate: event.target.value })}
        />
        <SearchButton />
      </form>
      <QueryView query={query} skeleton={<ListSkeleton rows={8} />}>
        {(page) => (
          <ConsoleList<AuditEntry>
            label="操作记录"
            rows={page.list}
            rowKey={(entry) => entry.id}
            emptyText="没有符合条件的记录"
            columns={[
              { header: '时间', cell: (entry) => chinaMinute(entry.at), nowrap: true },
              { header: '操作人', cell: (entry) => entry.actorName, nowrap: true },
              { header: '操作', cell: (entry) => entry.actionName, nowrap: true },
              { header: '对象', cell: (entry) => entry.targetLabel },
              {
                header: '变更',
                cell: (entry) => (
                  <details>
                    <summary className="cursor-pointer text-brand-700">前后对比</summary>
                    <div className="mt-2 grid grid-cols-1 gap-2 text-xs sm:grid-cols-2">
                      <pre className="overflow-x-auto rounded bg-slate-50 p-2 whitespace-pre-wrap break-all">
                        修改前：{changeText(entry.before)}
                      </pre>
                      <pre className="overflow-x-auto rounded bg-slate-50 p-2 whitespace-pre-wrap break-all">
                        修改后：{changeText(entry.after)}
                      </pre>
                    </div>
                  </details>
                ),
              },
            ]}
            page={{ total: page.total, pageNum: page.pageNum, pageSize: page.pageSize, onChange: setPaging }}
          />
        )}
      </QueryView>
    </section>
  );
}
