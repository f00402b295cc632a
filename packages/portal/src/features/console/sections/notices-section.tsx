import { ADMIN_ROLES, NOTICE_AUDIENCES, type NoticeAudienceKind, noticeInputSchema, sendNotice } from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryView } from '../../../components/ui/query-view';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { type FieldErrors, fieldErrorsOf } from '../../../lib/field-errors';
import { portal } from '../../../lib/portal-clients';
import { chinaMinute } from '../china-time';
import { ConsoleList } from '../components/console-list';
import { FormButton, FormField, INPUT_CLASS } from '../components/form-field';
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
            <FormField label="发送给">
              {(props) => (
                <select
                  {...props}
                  className={INPUT_CLASS}
                  value={values.kind}
                  onChange={(event) =>
                    setValues({ ...values, kind: event.target.value as NoticeAudienceKind, value: '' })
                  }
                >
                  {NOTICE_AUDIENCES.map((audience) => (
                    <option key={audience.kind} value={audience.kind}>
                      {audience.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {values.kind === 'all' ? null : (
              <FormField label="接收范围" error={errors['audience.value']}>
                {(props) => (
                  <select
                    {...props}
                    className={INPUT_CLASS}
                    value={values.value}
                    onChange={(event) => setValues({ ...values, value: event.target.value })}
                  >
                    <option value="">请选择</option>
                    {choices.map((choice) => (
                      <option key={choice.id} value={choice.id}>
                        {choice.name}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            )}
          </div>
          <FormField label="标题" error={errors.title}>
            {(props) => (
              <input
                {...props}
                className={INPUT_CLASS}
                value={values.title}
                onChange={(event) => setValues({ ...values, title: event.target.value })}
              />
            )}
          </FormField>
          <FormField label="内容" error={errors.content}>
            {(props) => (
              <textarea
                {...props}
                rows={4}
                className={INPUT_CLASS}
                value={values.content}
                onChange={(event) => setValues({ ...values, content: event.target.value })}
              />
            )}
          </FormField>
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
