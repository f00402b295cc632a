import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../../components/ui/status-views';
import { showToast } from '../../../lib/toast';

/**
 * A studio write (news, members, resources): on success the toast `done` says what happened and every
 * studio query is refetched (the admin and the public pages read the same keys); a refusal is shown.
 */
export function useStudioWrite<Input, Output>(write: (input: Input) => Promise<Output>, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      showToast(done, 'success');
      return queryClient.invalidateQueries({ queryKey: ['studios'] });
    },
    onError: (error) => showToast(errorText(error), 'error'),
  });
}
