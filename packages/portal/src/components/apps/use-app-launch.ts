import { launchApplication } from '@edu/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { portal } from '../../lib/portal-clients';

/**
 * Counts the opening of an application on the server, then refreshes the lists that show the count. The
 * promise settles once the count is answered and never rejects: a failed count costs the user nothing, so
 * it is dropped. Callers that open a new tab do not wait (it must open within the click).
 */
export function useAppLaunch(): (appId: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    (appId: string) =>
      launchApplication(portal, appId).then(
        () => void queryClient.invalidateQueries({ queryKey: ['applications'] }),
        () => undefined,
      ),
    [queryClient],
  );
}
