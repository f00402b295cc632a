import { AUDIT_TARGETS, type AuditEntry, exportAuditLog } from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../../components/ui/query-view';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { portal } from '../../../lib/portal-clients';
import { chinaMinute } from '../china-time';
import { ConsoleFilterForm, KeywordInput } from '../components/console-filter-form';
import { ConsoleList } from '../components/console-list';
import { FilterDate } from '../components/filter-date';
import { FilterSelect } from '../components/filter-select';
import { FormButton } from '../components/form-field';
import { SectionHeading } from '../components/section-heading';
import { useConsoleFilter } from '../components/use-console-filter';
import { consoleQueries } from '../console-api';
import { exportCsvList } from '../export-csv-list';

const changeText = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

/** The audit log: every administrative write, searchable and exportable; nothing here changes it. */
export default function AuditSection() {
  const filter = useConsoleFilter({ keyword: '', targetType: '', startDate: '', endDate: '' }, 20);
  const { field } = filter;
  const query = useQuery(consoleQueries.audit(filter.params));
  const exportLog = () =>
    exportCsvList('操作日志', () => exportAuditLog(portal, filter.filterParams), [
      { header: '时间', value: (entry) => chinaMinute(entry.at) },
      { header: '操作人', value: (entry) => entry.actorName },
      { header: '操作', value: (entry) => entry.actionName },
      { header: '对象', value: (entry) => entry.targetLabel },
      { header: '修改前', value: (entry) => changeText(entry.before) },
      { header: '修改后', value: (entry) => changeText(entry.after) },
    ]);
  return (
    <section aria-labelledby="audit-title" className="space-y-4">
      <SectionHeading id="audit-title" title="操作日志">
        <FormButton tone="plain" onClick={() => void exportLog()}>
          导出日志
        </FormButton>
      </SectionHeading>
      <ConsoleFilterForm className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5" onSearch={filter.search}>
        <KeywordInput label="操作人或对象" {...field('keyword')} />
        <FilterSelect label="模块" all="全部模块" choices={AUDIT_TARGETS} {...field('targetType')} />
        <FilterDate label="开始日期" {...field('startDate')} />
        <FilterDate label="结束日期" {...field('endDate')} />
      </ConsoleFilterForm>
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
            page={{ total: page.total, pageNum: page.pageNum, pageSize: page.pageSize, onChange: filter.setPaging }}
          />
        )}
      </QueryView>
    </section>
  );
}
