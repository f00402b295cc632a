import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryView } from '../../../components/ui/query-view';
import { SectionPanel } from '../../../components/ui/section-panel';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../components/ui/status-views';
import { type SessionUser, userIdOf } from '../../../lib/session/session-user';
import { showToast } from '../../../lib/toast';
import { joinClass, leaveClass, type MyClass, personalKey, personalQueries } from '../personal-api';

const ROLE_NAMES: Record<string, string> = { teacher: '任课教师', student: '学生', parent: '家长' };

/** The classes tab (typeIndex 3): the user's classes (quit), and the classes of their school (join). */
export function ClassesTab({ user }: { user: SessionUser }) {
  const userId = userIdOf(user) ?? '';
  const queryClient = useQueryClient();
  const mine = useQuery(personalQueries.myClasses(userId));
  const school = useQuery(personalQueries.schoolClasses(userId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: personalKey(userId) });
  // SPEC user type '3' is a student; everyone else joins as a teacher.
  const relation = user.userType === '3' ? 'student' : 'teacher';
  const join = useMutation({
    mutationFn: (cls: { id: string; className: string }) => joinClass(cls.id, relation),
    onSuccess: (_data, cls) => {
      showToast(`已加入${cls.className}`, 'success');
      return refresh();
    },
    onError: (error) => showToast(errorText(error), 'error'),
  });
  const quit = useMutation({
    mutationFn: (cls: MyClass) => leaveClass(cls.id),
    onSuccess: (_data, cls) => {
      showToast(`已退出${cls.className}`, 'success');
      return refresh();
    },
    onError: (error) => showToast(errorText(error), 'error'),
  });

  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
      <SectionPanel title="我的班级">
        <QueryView
          query={mine}
          skeleton={<ListSkeleton rows={2} />}
          isEmpty={(list) => list.length === 0}
          emptyText="还没有加入班级，可从右侧本校班级中加入"
        >
          {(list) => (
            <ul className="space-y-3">
              {list.map((cls) => (
                <MyClassRow key={cls.id} cls={cls} busy={quit.isPending} onQuit={() => quit.mutate(cls)} />
              ))}
            </ul>
          )}
        </QueryView>
      </SectionPanel>
      <SectionPanel title="本校班级">
        <QueryView
          query={school}
          skeleton={<ListSkeleton rows={4} />}
          isEmpty={(list) => list.length === 0}
          emptyText="您的账号未关联学校，暂无可加入的班级"
        >
          {(list) => (
            <ul className="divide-y divide-slate-100">
              {list.map((cls) => (
                <li key={cls.id} className="flex items-center gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-ink">{cls.className}</p>
                    <p className="truncate text-sm text-muted">
                      {cls.phaseName} · 班主任 {cls.headTeacherName} · {cls.studentCount} 人
                    </p>
                  </div>
                  {cls.joined ? (
                    <span className="shrink-0 text-sm text-muted">已加入</span>
                  ) : (
                    <button
                      type="button"
                      disabled={join.isPending}
                      onClick={() => join.mutate(cls)}
                      aria-label={`加入${cls.className}`}
                      className="shrink-0 rounded-lg bg-brand-600 px-4 py-1.5 text-sm text-white hover:bg-brand-700 disabled:opacity-50"
                    >
                      加入
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </SectionPanel>
    </div>
  );
}

/** One of the user's classes; quitting asks once more before it leaves. */
function MyClassRow({ cls, busy, onQuit }: { cls: MyClass; busy: boolean; onQuit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 px-4 py-3">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink">{cls.className}</p>
        <p className="truncate text-sm text-muted">
          {cls.schoolName} · {ROLE_NAMES[cls.memberRole] ?? cls.memberRole} · 班主任 {cls.headTeacherName}
        </p>
      </div>
      {confirming ? (
        <span className="flex shrink-0 gap-2">
          <button
            type="button"
            disabled={busy}
            onClick={onQuit}
            className="rounded-lg bg-red-600 px-3 py-1.5 text-sm text-white hover:bg-red-700 disabled:opacity-50"
          >
            确认退出
          </button>
          <button
            type="button"
            onClick={() => setConfirming(false)}
            className="rounded-lg border border-slate-200 px-3 py-1.5 text-sm text-ink hover:bg-white"
          >
            取消
          </button>
        </span>
      ) : (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          aria-label={`退出班级 ${cls.className}`}
          className="shrink-0 rounded-lg border border-slate-200 px-3 py-1.5 text-sm text-ink hover:border-red-400 hover:text-red-600"
        >
          退出班级
        </button>
      )}
    </li>
  );
}
