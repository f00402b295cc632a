import { useEffect, useState } from 'react';
import { countView, type Viewed } from './practice-api';

/**
 * Counts one view of the item when its page opens (SPEC: the view-count calls) and gives the new count
 * once the server answers; a failed count leaves the page as it is.
 */
export function useCountedView(kind: Viewed, id: string): number | undefined {
  const [counted, setCounted] = useState<{ id: string; viewCount: number | undefined }>();
  useEffect(() => {
    let current = true;
    countView(kind, id).then(
      (viewCount) => {
        if (current) setCounted({ id, viewCount });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [kind, id]);
  return counted?.id === id ? counted.viewCount : undefined;
}
