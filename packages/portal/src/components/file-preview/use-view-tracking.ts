import { closeFileVisit, countAuditedFileView, recordReviewTime, startFileVisit } from '@edu/api-client';
import { useEffect, useRef } from 'react';
import { portal } from '../../lib/portal-clients';

/**
 * How the dialog records views (SPEC §4): `timed` starts a visit on open and reports the viewing time
 * on close (type 1 with an id), `count` counts one view, `none` records nothing. `review` is the contest
 * result route's: the visit is a judge's review of an entry; on close its time is recorded as the review
 * time and the review is cleared, so the next preview starts a new one (SPEC §4).
 */
export type ViewTracking = 'timed' | 'count' | 'review' | 'none';

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
    // The review (or visit) in progress: cleared once reported, so it is never reported twice.
    let started: Promise<string | number | undefined> | undefined = startFileVisit(portal, fileId).catch(
      () => undefined,
    );
    return () => {
      const review = started;
      started = undefined;
      void review?.then(async (startTime) => {
        if (startTime === undefined) return;
        const report =
          tracking === 'review'
            ? recordReviewTime(portal, { fileId, startTime })
            : closeFileVisit(portal, fileId, startTime);
        await report.catch(() => undefined);
        onClosed.current?.(fileId);
      });
    };
  }, [fileId, tracking]);
}
