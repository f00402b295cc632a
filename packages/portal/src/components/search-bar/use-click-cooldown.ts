import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_BUTTON_DISABLE_MS } from '../../config/constants';

/** SPEC §9: the search bar's buttons are disabled for 700 ms after a click. */
export function useClickCooldown(): { coolingDown: boolean; startCooldown: () => void } {
  const [coolingDown, setCoolingDown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const startCooldown = useCallback(() => {
    setCoolingDown(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCoolingDown(false), SEARCH_BUTTON_DISABLE_MS);
  }, []);
  return { coolingDown, startCooldown };
}
