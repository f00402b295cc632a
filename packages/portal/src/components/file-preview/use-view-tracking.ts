import { closeFileVisit, countAuditedFileView, startFileVisit } from '@edu/api-client';
import { useEffect, useRef } from 'react';
import { portal } from '../../lib/portal-clients';

/**
 * How the dialog records views (SPEC §4): `timed` starts a visit on open and reports the viewing time
 * on close (type 1 with an id), `count` counts one view, `none` records nothing.
 */
export type ViewTracking = 'timed' | 'count' | 'none';

/**
 * Records the view of the file shown: counted on show, or timed from show to close (or to the next file
 * of the list). `onTimedViewClosed` receives the file id when a timed view ends (SPEC §4's query event).
 * Failures are not the visitor's concern: the preview stays usable.
 */
export function useViewTracking(
  fileId: string | undefined,
  tracking: ViewTracking,
  onTimedViewClosed?: (fileId: string) => void,
): void {
  const onClosed = useRef(onTimedViewClosed);
  onClosed.current = onTimedViewClosed;
  useEffect(() => {
    if (!fileId || tracking === 'none') return;
    if (tracking === 'count') {
      void countAuditedFileView(portal, fileId).catch(() => undefined);
      return;
    }
    const started = startFileVisit(portal, fileId).catch(() => undefined);
    return () => {
      void started.then(async (startTime) => {
        if (startTime === undefined) return;
        await closeFileVisit(portal, fileId, startTime).catch(() => undefined);
        onClosed.current?.(fileId);
      });
    };
  }, [fileId, tracking]);
}
