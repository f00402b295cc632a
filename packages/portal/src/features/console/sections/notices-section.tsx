import { ADMIN_ROLES, NOTICE_AUDIENCES, type NoticeAudienceKind, noticeInputSchema, sendNotice } from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryView } from '../../../components/ui/query-view';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { type FieldErrors, fieldErrorsOf } from '../../../lib/field-errors';
import { portal } from '../../../lib/portal-clients';
import { chinaMinute } from '../china-time';
import { ConsoleList } from '../components/console-list';
import { FormButton } from '../components/form-field';
import { SelectField } from '../components/select-field';
import { TextField } from '../components/text-field';
import { consoleQueries, useConsoleWrite } from '../console-api';

const EMPTY = { title: '', content: '', kind: 'all' as NoticeAudienceKind, value: '' };

/** Notices to everyone, a school, a town or a role, and the notices sent with how many have read them. */
export default function NoticesSection() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const options = useQuery(consoleQueries.peopleOptions);
  const sent = useQuery(consoleQueries.notices(paging));
  const input = {
    title: values.title,
    content: values.content,
    audience: { kind: values.kind, ...(values.kind === 'all' ? {} : { value: values.value }) },
  };
  const send = useConsoleWrite(() => sendNotice(portal, input), '通知已发送', { onDone: () => setValues(EMPTY) });
  const choices =
    values.kind === 'school'
      ? (options.data?.schools ?? []).map((school) => ({ id: school.id, name: school.name }))
      : values.kind === 'town'
        ? (options.data?.towns ?? []).map((town) => ({ id: town.code, name: town.name }))
        : values.kind === 'role'
          ? ADMIN_ROLES.map((role) => ({ id: role.id, name: role.name }))
          : [];
  return (
    <div className="space-y-8">
      <section aria-labelledby="notice-title" className="space-y-4">
        <h2 id="notice-title" className="text-xl font-semibold text-ink">
          发布通知
        </h2>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            const found = fieldErrorsOf(noticeInputSchema, input);
            if (values.kind !== 'all' && !values.value) found['audience.value'] = '请选择接收范围';
            setErrors(found);
            if (Object.keys(found).length === 0) send.mutate(undefined);
          }}
        >
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <SelectField
              label="发送给"
              value={values.kind}
              choices={NOTICE_AUDIENCES.map((entry) => ({ id: entry.kind, name: entry.name }))}
              onChange={(value) => setValues({ ...values, kind: value as NoticeAudienceKind, value: '' })}
            />
            {values.kind === 'all' ? null : (
              <SelectField
                label="接收范围"
                error={errors['audience.value']}
                value={values.value}
                none="请选择"
                choices={choices}
                onChange={(value) => setValues({ ...values, value })}
              />
            )}
          </div>
          <TextField
            label="标题"
            error={errors.title}
            value={values.title}
            onChange={(value) => setValues({ ...values, title: value })}
          />
          <TextField
            label="内容"
            error={errors.content}
            rows={4}
            value={values.content}
            onChange={(value) => setValues({ ...values, content: value })}
          />
          <FormButton type="submit" disabled={send.isPending}>
            发送通知
          </FormButton>
        </form>
      </section>
      <section aria-labelledby="sent-title" className="space-y-4">
        <h2 id="sent-title" className="text-xl font-semibold text-ink">
          已发送
        </h2>
        <QueryView query={sent} skeleton={<ListSkeleton rows={3} />}>
          {(page) => (
            <ConsoleList
              label="已发送通知"
              rows={page.list}
              rowKey={(row) => row.id}
              emptyText="还没有发送过通知"
              columns={[
                { header: '标题', cell: (row) => row.title },
                { header: '接收范围', cell: (row) => row.audienceLabel, nowrap: true },
                { header: '已读', cell: (row) => `${row.readCount} / ${row.recipientCount}`, nowrap: true },
                { header: '发送', cell: (row) => `${row.senderName} ${chinaMinute(row.createdAt)}` },
              ]}
              page={{ total: page.total, pageNum: page.pageNum, pageSize: page.pageSize, onChange: setPaging }}
            />
          )}
        </QueryView>
      </section>
    </div>
  );
}
