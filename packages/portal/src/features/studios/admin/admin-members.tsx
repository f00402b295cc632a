import { addStudioMember, deleteStudioMember, getStudioMemberCandidates } from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { QueryView } from '../../../components/ui/query-view';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { portal } from '../../../lib/portal-clients';
import { MemberList } from '../components/member-list';
import { type StudioMember, studioQueries } from '../studios-api';
import type { AdminPageProps } from './admin-context';
import { ADMIN_STYLES } from './admin-styles';
import { ConfirmDialog } from './confirm-dialog';
import { useStudioWrite } from './use-studio-write';

/** The studio's members: remove one (never the host), find a county teacher by name and add them. */
export function AdminMembers({ studioId }: AdminPageProps) {
  const studio = useQuery(studioQueries.studio(studioId));
  const [removing, setRemoving] = useState<StudioMember | undefined>(undefined);
  const remove = useStudioWrite((uid: string) => deleteStudioMember(portal, studioId, uid), '已移除成员');
  return (
    <div className="space-y-6">
      <QueryView query={studio} skeleton={<ListSkeleton rows={4} />}>
        {(details) => (
          <MemberList
            wide
            label="成员列表"
            members={details.members}
            action={(member) =>
              member.memberRole === 'owner' ? null : (
                <button
                  type="button"
                  className={ADMIN_STYLES.danger}
                  aria-label={`移除 ${member.name}`}
                  onClick={() => setRemoving(member)}
                >
                  移除
                </button>
              )
            }
          />
        )}
      </QueryView>
      <AddMember studioId={studioId} />
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => (open ? undefined : setRemoving(undefined))}
        text={`确定将 ${removing?.name ?? ''} 移出工作室吗？`}
        onConfirm={() => (removing ? remove.mutate(removing.uid) : undefined)}
      />
    </div>
  );
}

function AddMember({ studioId }: { studioId: string }) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState<string | undefined>(undefined);
  const candidates = useQuery({
    queryKey: ['studios', 'candidates', studioId, keyword],
    queryFn: () => getStudioMemberCandidates(portal, studioId, { keyword: keyword || undefined }),
    enabled: keyword !== undefined,
  });
  const add = useStudioWrite(
    (member: StudioMember) => addStudioMember(portal, studioId, { uid: member.uid, memberRole: 'member' }),
    '已添加成员',
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(draft.trim());
  };
  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-lg border border-slate-100 p-4">
      <h2 id={`${inputId}-title`} className="font-medium text-ink">
        添加成员
      </h2>
      <search>
        <form onSubmit={search} className="mt-3 flex gap-3">
          <label htmlFor={inputId} className="sr-only">
            教师姓名
          </label>
          <input
            id={inputId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="输入教师姓名查找"
            className={ADMIN_STYLES.input}
          />
          <button type="submit" className={ADMIN_STYLES.primary}>
            查找
          </button>
        </form>
      </search>
      {keyword === undefined ? null : (
        <div className="mt-4">
          <QueryView
            query={candidates}
            skeleton={<ListSkeleton rows={2} />}
            isEmpty={(list) => list.length === 0}
            emptyText="没有找到可添加的教师"
          >
            {(list) => (
              <MemberList
                wide
                label="可添加的教师"
                members={list}
                action={(member) => (
                  <button
                    type="button"
                    className={ADMIN_STYLES.link}
                    aria-label={`添加 ${member.name}`}
                    disabled={add.isPending}
                    onClick={() => add.mutate(member)}
                  >
                    添加
                  </button>
                )}
              />
            )}
          </QueryView>
        </div>
      )}
    </section>
  );
}
