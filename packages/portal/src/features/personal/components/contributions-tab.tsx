import {
  CONTRIBUTION_STATE_LABELS,
  type ContributionState,
  contributionStateOf,
  RESOURCE_SUBMISSION_EXTENSIONS,
  type Submission,
} from '@edu/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'wouter';
import { QueryView } from '../../../components/ui/query-view';
import { SectionPanel } from '../../../components/ui/section-panel';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../components/ui/status-views';
import { UploadField } from '../../../components/upload/upload-field';
import { RESOURCE_CONTRIBUTION_MAX_FILES, RESOURCE_CONTRIBUTION_MAX_KB } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import type { FieldErrors } from '../../../lib/field-errors';
import { formatDate } from '../../../lib/format-date';
import { type SessionUser, userIdOf } from '../../../lib/session/session-user';
import { showToast } from '../../../lib/toast';
import {
  type ContributionDraft,
  contributionErrorsOf,
  contributionInputOf,
  EMPTY_CONTRIBUTION,
  withPhase,
  withUpload,
} from '../contribution-form';
import { contribute, personalKey, personalQueries } from '../personal-api';
import { SubmitButton } from './submit-button';

const INPUT = 'w-full rounded-md border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-500';

/**
 * 我的资源 (typeIndex 5, ours, issue 32): a teacher uploads a file for the resource centre with its title,
 * phase, grade and subject; it waits for a platform administrator's review. Below, every contribution
 * and where it stands (待审核, 已发布, 已驳回 with the reason, 已撤回); each decision also arrives as a message.
 */
export function ContributionsTab({ user }: { user: SessionUser }) {
  const userId = userIdOf(user) ?? '';
  const contributions = useQuery(personalQueries.contributions(userId));
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <SectionPanel title="上传资源">
        <ContributionForm userId={userId} />
      </SectionPanel>
      <SectionPanel title="我上传的资源">
        <QueryView
          query={contributions}
          skeleton={<ListSkeleton rows={3} />}
          isEmpty={(list) => list.length === 0}
          emptyText="还没有上传过资源"
        >
          {(list) => <ContributionList contributions={list} />}
        </QueryView>
      </SectionPanel>
    </div>
  );
}

function ContributionForm({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ContributionDraft>(EMPTY_CONTRIBUTION);
  const [errors, setErrors] = useState<FieldErrors>({});
  // A new upload field after each contribution: its list of files starts empty again.
  const [round, setRound] = useState(0);
  const phases = useQuery(personalQueries.allPhases);
  const grades = useQuery({ ...personalQueries.gradesOfPhase(draft.phaseId), enabled: draft.phaseId !== '' });
  const subjects = useQuery({ ...personalQueries.subjectsOfPhase(draft.phaseId), enabled: draft.phaseId !== '' });
  const send = useMutation({
    mutationFn: contribute,
    onSuccess: () => {
      showToast('已提交，等待管理员审核', 'success');
      setDraft(EMPTY_CONTRIBUTION);
      setRound((value) => value + 1);
      void queryClient.invalidateQueries({ queryKey: personalKey(userId) });
    },
    onError: (error) => setErrors({ form: errorText(error) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = contributionErrorsOf(draft);
    setErrors(found);
    const input = contributionInputOf(draft);
    if (Object.keys(found).length === 0 && input) send.mutate(input);
  };
  const set = (patch: Partial<ContributionDraft>) => setDraft((old) => ({ ...old, ...patch }));

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="space-y-1">
        <UploadField
          key={round}
          label="选择文件"
          extensions={RESOURCE_SUBMISSION_EXTENSIONS}
          maxSizeKb={RESOURCE_CONTRIBUTION_MAX_KB}
          maxCount={RESOURCE_CONTRIBUTION_MAX_FILES}
          onUploaded={(result) =>
            setDraft((old) => withUpload(old, { name: result.name, title: result.title, path: result.transcodePath }))
          }
          onRemoved={() => set({ file: null })}
        />
        {errors.file ? <p className="text-sm text-red-700">{errors.file}</p> : null}
      </div>
      <Field label="资源标题" error={errors.title}>
        {(props) => (
          <input
            {...props}
            className={INPUT}
            value={draft.title}
            onChange={(event) => set({ title: event.target.value })}
          />
        )}
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Field label="学段" error={errors.phaseId}>
          {(props) => (
            <select
              {...props}
              className={INPUT}
              value={draft.phaseId}
              onChange={(event) => setDraft((old) => withPhase(old, event.target.value))}
            >
              <option value="">请选择</option>
              {(phases.data ?? []).map((phase) => (
                <option key={phase.id} value={phase.id}>
                  {phase.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="年级" error={errors.gradeId}>
          {(props) => (
            <select
              {...props}
              className={INPUT}
              value={draft.gradeId}
              disabled={draft.phaseId === ''}
              onChange={(event) => set({ gradeId: event.target.value })}
            >
              <option value="">不限年级</option>
              {(grades.data ?? []).map((grade) => (
                <option key={grade.id} value={grade.id}>
                  {grade.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="学科" error={errors.subjectId}>
          {(props) => (
            <select
              {...props}
              className={INPUT}
              value={draft.subjectId}
              disabled={draft.phaseId === ''}
              onChange={(event) => set({ subjectId: event.target.value })}
            >
              <option value="">{draft.phaseId === '' ? '请先选择学段' : '请选择'}</option>
              {(subjects.data ?? []).map((subject) => (
                <option key={subject.id} value={subject.id}>
                  {subject.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={send.isPending} label="提交审核" pendingLabel="正在提交…" className="px-6" />
        <p className="text-xs text-muted">管理员审核通过后，资源会在资源中心公开展示；审核结果会发到您的消息中。</p>
      </div>
    </form>
  );
}

/** A labelled field with its message under it. */
function Field({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), ...(error ? { 'aria-describedby': `${id}-error` } : {}) })}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const STATE_TONES: Record<ContributionState, string> = {
  pending: 'bg-amber-50 text-amber-800',
  published: 'bg-emerald-50 text-emerald-800',
  rejected: 'bg-red-50 text-red-800',
  withdrawn: 'bg-slate-100 text-slate-700',
};

/** The teacher's contributions, newest first, each with its state and, when refused or withdrawn, why. */
export function ContributionList({ contributions }: { contributions: readonly Submission[] }) {
  return (
    <ul aria-label="我上传的资源" className="divide-y divide-slate-100">
      {contributions.map((contribution) => {
        const state = contributionStateOf(contribution);
        const filed = [contribution.phaseName, contribution.gradeName, contribution.subjectName].filter(Boolean);
        return (
          <li key={contribution.id} className="space-y-1 py-3">
            <div className="flex items-start gap-3">
              <p className="min-w-0 flex-1 font-medium break-words text-ink">{contribution.title}</p>
              <span className={cn('shrink-0 rounded-full px-2.5 py-0.5 text-xs', STATE_TONES[state])}>
                {CONTRIBUTION_STATE_LABELS[state]}
              </span>
            </div>
            <p className="flex flex-wrap gap-x-3 text-xs text-muted">
              <span className="break-all">{contribution.fileName}</span>
              {filed.length > 0 ? <span className="whitespace-nowrap">{filed.join(' · ')}</span> : null}
              <span className="whitespace-nowrap">提交于 {formatDate(contribution.createdAt)}</span>
            </p>
            {state === 'rejected' && contribution.reason ? (
              <p className="text-sm text-red-700">驳回原因：{contribution.reason}</p>
            ) : null}
            {state === 'withdrawn' ? (
              <p className="text-sm text-slate-700">
                已从资源中心撤回{contribution.reason ? `，原因：${contribution.reason}` : ''}
              </p>
            ) : null}
            {state === 'published' ? (
              <p className="text-sm text-emerald-800">
                已在
                <Link href={paths.resource.getHref()} className="mx-1 text-brand-600 hover:underline">
                  资源中心
                </Link>
                公开展示
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
