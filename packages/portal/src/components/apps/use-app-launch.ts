import { launchApplication } from '@edu/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { portal } from '../../lib/portal-clients';

/**
 * Counts the opening of an application on the server, then refreshes the lists that show the count. The
 * application opens whatever the count's answer (it is not awaited: a new tab must open within the click),
 * and a failed count costs the user nothing, so it is dropped.
 */
export function useAppLaunch(): (appId: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (appId: string) => {
      launchApplication(portal, appId).then(
        () => queryClient.invalidateQueries({ queryKey: ['applications'] }),
        () => undefined,
      );
    },
    [queryClient],
  );
}
