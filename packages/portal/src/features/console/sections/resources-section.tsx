import {
  type AdminResource,
  approveSubmission,
  REVIEW_REASON_MAX_CHARS,
  rejectInputSchema,
  rejectSubmission,
  restoreResource,
  SUBMISSION_STATE_LABELS,
  SUBMISSION_STATES,
  type Submission,
  type SubmissionState,
  withdrawResource,
} from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryView } from '../../../components/ui/query-view';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { portal } from '../../../lib/portal-clients';
import { chinaMinute } from '../china-time';
import { ConsoleFilterForm, KeywordInput } from '../components/console-filter-form';
import { ConsoleList, RowButton } from '../components/console-list';
import { FormDialog } from '../components/form-dialog';
import { INPUT_CLASS } from '../components/form-field';
import { TabStrip } from '../components/tab-strip';
import { TextField } from '../components/text-field';
import { useConsoleFilter } from '../components/use-console-filter';
import { useFormDraft } from '../components/use-form-draft';
import { consoleQueries, useConsoleWrite } from '../console-api';

/** The review queue of contributions and the resource centre's published files. */
export default function ResourcesSection() {
  const [state, setState] = useState<SubmissionState>('pending');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [rejecting, setRejecting] = useState<Submission | null>(null);
  const query = useQuery(consoleQueries.submissions({ state, ...paging }));
  const approve = useConsoleWrite(
    (row: Submission) => approveSubmission(portal, row.id, { version: row.version }),
    '已通过，资源已公开',
  );
  return (
    <div className="space-y-8">
      <section aria-labelledby="review-title" className="space-y-4">
        <h2 id="review-title" className="text-xl font-semibold text-ink">
          资源审核
        </h2>
        <TabStrip
          label="审核状态"
          tabs={SUBMISSION_STATES.map((entry) => ({ id: entry, name: SUBMISSION_STATE_LABELS[entry] }))}
          current={state}
          onChange={(entry) => {
            setState(entry);
            setPaging((old) => ({ ...old, pageNum: 1 }));
          }}
        />
        <QueryView query={query} skeleton={<ListSkeleton rows={4} />}>
          {(page) => (
            <ConsoleList
              label="待审核资源"
              rows={page.list}
              rowKey={(row) => row.id}
              emptyText={state === 'pending' ? '没有待审核的资源' : '暂无记录'}
              columns={[
                {
                  header: '资源',
                  cell: (row) => (
                    <span>
                      {row.title}
                      <a href={row.fileUrl} className="ml-2 text-brand-700 underline">
                        下载查看
                      </a>
                    </span>
                  ),
                },
                {
                  header: '上传者',
                  cell: (row) => `${row.uploaderName}${row.schoolName ? `（${row.schoolName}）` : ''}`,
                },
                {
                  header: '学科',
                  cell: (row) => [row.phaseName, row.gradeName, row.subjectName].filter(Boolean).join(' ') || '—',
                  nowrap: true,
                },
                { header: '提交时间', cell: (row) => chinaMinute(row.createdAt), nowrap: true },
                ...(state === 'pending'
                  ? []
                  : [
                      {
                        header: '审核',
                        cell: (row: Submission) =>
                          `${row.reviewerName} ${chinaMinute(row.reviewedAt)}${row.reason ? `：${row.reason}` : ''}`,
                      },
                    ]),
              ]}
              actions={
                state === 'pending'
                  ? (row) => (
                      <>
                        <RowButton tone="primary" disabled={approve.isPending} onClick={() => approve.mutate(row)}>
                          通过
                        </RowButton>
                        <RowButton tone="danger" onClick={() => setRejecting(row)}>
                          驳回
                        </RowButton>
                      </>
                    )
                  : undefined
              }
              page={{ total: page.total, pageNum: page.pageNum, pageSize: page.pageSize, onChange: setPaging }}
            />
          )}
        </QueryView>
      </section>
      <PublishedResources />
      {rejecting ? <RejectDialog submission={rejecting} onClose={() => setRejecting(null)} /> : null}
    </div>
  );
}

function RejectDialog({ submission, onClose }: { submission: Submission; onClose(): void }) {
  const { values, check, field } = useFormDraft({ reason: '' });
  const input = () => ({ version: submission.version, ...values });
  const reject = useConsoleWrite(() => rejectSubmission(portal, submission.id, input()), '已驳回，原因已通知上传者', {
    onDone: onClose,
  });
  return (
    <FormDialog
      title={`驳回《${submission.title}》`}
      submitLabel="确认驳回"
      busy={reject.isPending}
      onSubmit={() => {
        if (check(rejectInputSchema, input())) reject.mutate(undefined);
      }}
      onClose={onClose}
    >
      <TextField
        label="驳回原因"
        hint={`上传者会在消息中看到（最多 ${REVIEW_REASON_MAX_CHARS} 字）`}
        rows={3}
        {...field('reason')}
      />
    </FormDialog>
  );
}

function PublishedResources() {
  const filter = useConsoleFilter({ keyword: '' }, 10);
  const query = useQuery(consoleQueries.resources(filter.params));
  const toggle = useConsoleWrite(
    (row: AdminResource) =>
      row.withdrawn
        ? restoreResource(portal, row.id, { version: row.version })
        : withdrawResource(portal, row.id, { version: row.version }),
    '已更新',
  );
  return (
    <section aria-labelledby="published-title" className="space-y-4">
      <h2 id="published-title" className="text-xl font-semibold text-ink">
        已发布资源
      </h2>
      <ConsoleFilterForm className="flex flex-wrap gap-3" onSearch={filter.search}>
        <KeywordInput label="资源名称或上传者" className={`${INPUT_CLASS} sm:w-72`} {...filter.field('keyword')} />
      </ConsoleFilterForm>
      <QueryView query={query} skeleton={<ListSkeleton rows={4} />}>
        {(page) => (
          <ConsoleList
            label="资源列表"
            rows={page.list}
            rowKey={(row) => row.id}
            columns={[
              { header: '文件', cell: (row) => row.fileName },
              {
                header: '上传者',
                cell: (row) => `${row.uploaderName}${row.schoolName ? `（${row.schoolName}）` : ''}`,
              },
              { header: '浏览/下载', cell: (row) => `${row.viewCount} / ${row.downloadCount}`, nowrap: true },
              {
                header: '状态',
                cell: (row) => (row.withdrawn ? <span className="text-red-700">已撤下</span> : '公开'),
                nowrap: true,
              },
            ]}
            actions={(row) => (
              <RowButton
                tone={row.withdrawn ? 'primary' : 'danger'}
                disabled={toggle.isPending}
                onClick={() => toggle.mutate(row)}
              >
                {row.withdrawn ? '恢复' : '撤下'}
              </RowButton>
            )}
            page={{ total: page.total, pageNum: page.pageNum, pageSize: page.pageSize, onChange: filter.setPaging }}
          />
        )}
      </QueryView>
    </section>
  );
}
