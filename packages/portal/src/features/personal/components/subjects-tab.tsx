import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { QueryView } from '../../../components/ui/query-view';
import { SectionPanel } from '../../../components/ui/section-panel';
import { ListSkeleton, Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../components/ui/status-views';
import { cn } from '../../../lib/cn';
import { SESSION_QUERY_KEY } from '../../../lib/session/session-query-keys';
import { type SessionUser, userIdOf } from '../../../lib/session/session-user';
import { showToast } from '../../../lib/toast';
import { useBrowserRender } from '../../../lib/use-browser-render';
import { type IndexSelection, readIndexSelection, selectionFrom, writeIndexSelection } from '../index-selection';
import { type Named, personalKey, personalQueries, storeSubjects } from '../personal-api';
import { SubmitButton } from './submit-button';

const chip = (on: boolean) =>
  cn(
    'cursor-pointer rounded-full border px-4 py-1.5 text-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-500',
    on ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-200 bg-white text-ink hover:border-brand-500',
  );

/**
 * The subjects and grades tab (typeIndex 4): the teacher's phase, the grade (grade list of phases 2,3)
 * and the subjects they teach. Saving stores the subjects on the server and mirrors phase, grade and the
 * first subject in the index selection (browser storage) the resource screens start from.
 */
export function SubjectsTab({ user }: { user: SessionUser }) {
  // A server render has no browser storage: it draws the tab as for a first visit, and so does the
  // browser while it hydrates that page; the stored choice comes in with the render after it.
  const stored = useBrowserRender() ? readIndexSelection(window.localStorage) : {};
  const chosen = stored.phaseId !== undefined || stored.gradeId !== undefined;
  return <SubjectsPanel key={chosen ? 'stored' : 'first-visit'} user={user} stored={stored} />;
}

function SubjectsPanel({ user, stored }: { user: SessionUser; stored: IndexSelection }) {
  const userId = userIdOf(user) ?? '';
  const phases = useQuery(personalQueries.phases(userId));
  const [phaseId, setPhaseId] = useState<string | undefined>(stored.phaseId);
  return (
    <SectionPanel title="学科年级">
      <QueryView
        query={phases}
        skeleton={<ListSkeleton rows={3} />}
        isEmpty={(list) => list.length === 0}
        emptyText="暂无可选学段"
      >
        {(list) => {
          const phase = list.find((p) => p.id === phaseId) ?? list[0];
          return phase ? (
            <SubjectsForm
              key={phase.id}
              userId={userId}
              phases={list}
              phase={phase}
              onPhase={setPhaseId}
              storedGradeId={stored.gradeId}
            />
          ) : null;
        }}
      </QueryView>
    </SectionPanel>
  );
}

interface SubjectsFormProps {
  userId: string;
  phases: readonly Named[];
  phase: Named;
  onPhase: (id: string) => void;
  storedGradeId: string | undefined;
}

function SubjectsForm({ userId, phases, phase, onPhase, storedGradeId }: SubjectsFormProps) {
  const queryClient = useQueryClient();
  const grades = useQuery(personalQueries.grades);
  const subjects = useQuery(personalQueries.subjects(userId, phase.id));
  const [gradeId, setGradeId] = useState(storedGradeId);
  const [checked, setChecked] = useState<ReadonlySet<string> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const phaseGrades = (grades.data ?? []).filter((grade) => grade.phaseId === phase.id);
  const grade = phaseGrades.find((g) => g.id === gradeId);
  const chosen = checked ?? new Set((subjects.data ?? []).filter((s) => s.selected).map((s) => s.id));
  const chosenSubjects = (subjects.data ?? []).filter((s) => chosen.has(s.id));

  const save = useMutation({
    mutationFn: () => storeSubjects(chosenSubjects.map((s) => s.id)),
    onSuccess: () => {
      const selection = selectionFrom(readIndexSelection(window.localStorage), {
        phase,
        grade,
        subjects: chosenSubjects,
      });
      const mirrored = writeIndexSelection(window.localStorage, selection);
      showToast(mirrored ? '保存成功' : '学科已保存，但浏览器未能保存本地选择', mirrored ? 'success' : 'warning');
      setChecked(null);
      void queryClient.invalidateQueries({ queryKey: personalKey(userId) });
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY.user });
    },
    onError: (error) => showToast(errorText(error), 'error'),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!grade) return setProblem('请选择年级');
    if (chosenSubjects.length === 0) return setProblem('请至少选择一个学科');
    setProblem(null);
    save.mutate();
  };
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChecked(next);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <fieldset>
        <legend className="mb-3 font-medium text-ink">学段</legend>
        <div className="flex flex-wrap gap-2">
          {phases.map((p) => (
            <label key={p.id} className={chip(p.id === phase.id)}>
              <input
                type="radio"
                name="phase"
                value={p.id}
                checked={p.id === phase.id}
                onChange={() => onPhase(p.id)}
                className="sr-only"
              />
              {p.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-3 font-medium text-ink">年级</legend>
        {grades.isPending ? <Skeleton className="h-9 w-80" /> : null}
        <div className="flex flex-wrap gap-2">
          {phaseGrades.map((g) => (
            <label key={g.id} className={chip(g.id === gradeId)}>
              <input
                type="radio"
                name="grade"
                value={g.id}
                checked={g.id === gradeId}
                onChange={() => setGradeId(g.id)}
                className="sr-only"
              />
              {g.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-3 font-medium text-ink">任教学科（可多选）</legend>
        <QueryView query={subjects} skeleton={<Skeleton className="h-9 w-96" />}>
          {(list) => (
            <div className="flex flex-wrap gap-2">
              {list.map((s) => (
                <label key={s.id} className={chip(chosen.has(s.id))}>
                  <input
                    type="checkbox"
                    name="subject"
                    value={s.id}
                    checked={chosen.has(s.id)}
                    onChange={() => toggle(s.id)}
                    className="sr-only"
                  />
                  {s.name}
                </label>
              ))}
            </div>
          )}
        </QueryView>
      </fieldset>
      <div className="flex flex-wrap items-center gap-4 border-t border-slate-100 pt-5">
        <SubmitButton pending={save.isPending} label="保存" pendingLabel="正在保存…" className="px-8" />
        <p role="status" className="text-sm text-red-600">
          {problem}
        </p>
      </div>
    </form>
  );
}
