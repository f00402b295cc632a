import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { errorText } from '../../../components/ui/status-views';
import { paths } from '../../../config/paths';
import { useCurrentHref } from '../../../lib/navigation/use-current-href';
import { userIdOf } from '../../../lib/session/session-user';
import { useSessionUser } from '../../../lib/session/use-session';
import { showToast } from '../../../lib/toast';
import { collect, RESEARCH_QUERY_ROOT, researchQueries, uncollect } from '../research-api';

/**
 * Collects or un-collects a news item or an activity (SPEC §7 collectInteraction) for a signed-in user;
 * a visitor is offered sign-in. The user's collections are listed on /lyyk.
 */
export function CollectButton({ targetId, targetType }: { targetId: string; targetType: 'news' | 'activity' }) {
  const user = useSessionUser();
  const here = useCurrentHref();
  const userId = user ? (userIdOf(user) ?? '') : '';
  const queryClient = useQueryClient();
  const state = useQuery({ ...researchQueries.collected(userId, targetId), enabled: userId !== '' });
  const toggle = useMutation({
    mutationFn: () => (state.data?.collected ? uncollect(targetId) : collect(targetId, targetType)),
    onSuccess: () => {
      showToast(state.data?.collected ? '已取消收藏' : '收藏成功', 'success');
      void queryClient.invalidateQueries({ queryKey: [...RESEARCH_QUERY_ROOT, 'collected', userId, targetId] });
      void queryClient.invalidateQueries({ queryKey: [...RESEARCH_QUERY_ROOT, 'collections', userId] });
    },
    onError: (error) => showToast(errorText(error), 'error'),
  });
  if (!user) {
    return (
      <Link href={paths.login.getHref(here)} className="text-sm text-brand-600 underline">
        登录后收藏
      </Link>
    );
  }
  const collected = state.data?.collected === true;
  return (
    <button
      type="button"
      aria-pressed={collected}
      disabled={state.isPending || toggle.isPending}
      onClick={() => toggle.mutate()}
      className={
        collected
          ? 'rounded-full bg-accent-500/15 px-4 py-1.5 text-sm font-medium text-accent-700 hover:bg-accent-500/25'
          : 'rounded-full border border-brand-500 px-4 py-1.5 text-sm font-medium text-brand-600 hover:bg-brand-50'
      }
    >
      {collected ? '★ 已收藏' : '☆ 收藏'}
    </button>
  );
}
