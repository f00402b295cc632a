import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'wouter';
import { PagedView } from '../../../components/lists/paged-view';
import { Avatar } from '../../../components/ui/avatar';
import { avatarClasses } from '../../../components/ui/avatar-classes';
import { SectionPanel } from '../../../components/ui/section-panel';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../components/ui/status-views';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';
import { useCurrentHref } from '../../../lib/navigation/use-current-href';
import { type SessionUser, userIdOf } from '../../../lib/session/session-user';
import { useSessionUser } from '../../../lib/session/use-session';
import { showToast } from '../../../lib/toast';
import { COMMENT_MAX_CHARS, commentProblem } from '../comment-draft';
import { addComment, deleteComment, type PracticeComment, type PracticeReply, practiceQueries } from '../practice-api';

const PAGE_SIZE = 10;

/**
 * The comments of an article, album or video with their replies: anyone reads them; a signed-in user
 * comments, replies to a comment and deletes their own.
 */
export function Comments({ targetId }: { targetId: string }) {
  const user = useSessionUser();
  const here = useCurrentHref();
  const [pageNum, setPageNum] = useState(1);
  const query = useQuery(practiceQueries.comments(targetId, pageNum, PAGE_SIZE));
  return (
    <SectionPanel
      title="评论"
      actions={query.data ? <span className="text-sm text-muted">共 {query.data.total} 条</span> : null}
    >
      {user ? (
        <CommentForm targetId={targetId} label="发表评论" onSent={() => setPageNum(1)} />
      ) : (
        <p className="mb-4 rounded-lg bg-slate-50 px-4 py-3 text-sm text-muted">
          <Link href={paths.login.getHref(here)} className="text-brand-600 underline">
            登录
          </Link>
          后参与评论
        </p>
      )}
      <PagedView
        query={query}
        page={{ pageNum, pageSize: PAGE_SIZE }}
        onPage={(next) => setPageNum(next.pageNum)}
        skeleton={<ListSkeleton rows={3} label="正在加载评论" />}
        emptyText="还没有评论，来说两句吧"
      >
        {(items) => (
          <ul className="divide-y divide-slate-100">
            {items.map((comment) => (
              <CommentItem key={comment.id} comment={comment} targetId={targetId} user={user} />
            ))}
          </ul>
        )}
      </PagedView>
    </SectionPanel>
  );
}

function CommentItem({
  comment,
  targetId,
  user,
}: {
  comment: PracticeComment;
  targetId: string;
  user: SessionUser | null;
}) {
  const [replying, setReplying] = useState(false);
  return (
    <li className="py-4">
      <CommentBody comment={comment} targetId={targetId} user={user} />
      {comment.children.length > 0 ? (
        <ul className="mt-3 ml-11 space-y-3 rounded-lg bg-slate-50 p-3">
          {comment.children.map((reply) => (
            <li key={reply.id}>
              <CommentBody comment={reply} targetId={targetId} user={user} />
            </li>
          ))}
        </ul>
      ) : null}
      {user ? (
        <div className="mt-2 ml-11">
          {replying ? (
            <CommentForm
              targetId={targetId}
              parentId={comment.id}
              label={`回复 ${comment.creatorName}`}
              onSent={() => setReplying(false)}
              onCancel={() => setReplying(false)}
            />
          ) : (
            <button
              type="button"
              onClick={() => setReplying(true)}
              aria-label={`回复 ${comment.creatorName}`}
              className="text-sm text-muted hover:text-brand-600"
            >
              回复
            </button>
          )}
        </div>
      ) : null}
    </li>
  );
}

function CommentBody({
  comment,
  targetId,
  user,
}: {
  comment: PracticeReply;
  targetId: string;
  user: SessionUser | null;
}) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteComment(comment.id),
    onSuccess: () => {
      showToast('评论已删除', 'success');
      return queryClient.invalidateQueries({ queryKey: ['practice', 'comments', targetId] });
    },
    onError: (error) => showToast(errorText(error), 'error'),
  });
  const mine = user !== null && comment.creator !== '' && comment.creator === userIdOf(user);
  return (
    <div className="flex gap-3">
      <Avatar src={comment.avatar} name={comment.creatorName} {...avatarClasses('size-8', 'text-sm', 'brand')} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-3 text-sm">
          <span className="font-medium text-ink">{comment.creatorName}</span>
          <time className="text-xs text-muted">{formatDate(comment.createDate)}</time>
          {mine ? (
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
              className="ml-auto text-xs text-muted hover:text-red-600 disabled:opacity-50"
            >
              删除
            </button>
          ) : null}
        </p>
        <p className="mt-1 leading-7 break-words whitespace-pre-wrap text-ink">{comment.content}</p>
      </div>
    </div>
  );
}

function CommentForm({
  targetId,
  parentId,
  label,
  onSent,
  onCancel,
}: {
  targetId: string;
  parentId?: string;
  label: string;
  onSent: () => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => addComment(targetId, draft.trim(), parentId),
    onSuccess: () => {
      setDraft('');
      showToast(parentId ? '回复成功' : '评论成功', 'success');
      onSent();
      return queryClient.invalidateQueries({ queryKey: ['practice', 'comments', targetId] });
    },
    onError: (error) => showToast(errorText(error), 'error'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = commentProblem(draft);
    setProblem(found);
    if (!found) send.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="mb-4 space-y-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        rows={parentId ? 2 : 3}
        maxLength={COMMENT_MAX_CHARS}
        placeholder={parentId ? label : '写下你的评论…'}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        className="w-full rounded-lg border border-slate-200 px-3 py-2 text-[15px] focus:border-brand-500 focus:outline-none"
      />
      <div className="flex items-center gap-3">
        {problem ? (
          <p id={`${id}-problem`} className="text-sm text-red-600">
            {problem}
          </p>
        ) : (
          <span className="text-xs text-muted">
            {draft.trim().length}/{COMMENT_MAX_CHARS}
          </span>
        )}
        <span className="ml-auto flex gap-2">
          {onCancel ? (
            <button
              type="button"
              onClick={onCancel}
              className="rounded-lg px-3 py-1.5 text-sm text-muted hover:text-ink"
            >
              取消
            </button>
          ) : null}
          <button
            type="submit"
            disabled={send.isPending}
            className="rounded-lg bg-brand-600 px-5 py-1.5 text-sm text-white hover:bg-brand-700 disabled:opacity-50"
          >
            {parentId ? '回复' : '发表'}
          </button>
        </span>
      </div>
    </form>
  );
}
