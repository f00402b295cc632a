import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { type AutoscrollState, INITIAL_AUTOSCROLL, onUserScroll, shouldAutoscroll } from '../logic/autoscroll';

/**
 * Keeps the message area at the bottom while a reply streams, unless the user scrolled up
 * (SPEC §9: 50 px near-bottom threshold, resumes 800 ms after the user's last scroll).
 * `followKey` changes (a new question) force following again.
 */
export function useAutoscroll(ref: RefObject<HTMLElement | null>, contentKey: unknown, followKey: unknown) {
  const state = useRef<AutoscrollState>(INITIAL_AUTOSCROLL);
  const programmatic = useRef(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onScroll = () => {
      if (programmatic.current) {
        programmatic.current = false;
        return;
      }
      state.current = onUserScroll(element, performance.now());
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [ref]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: followKey is the trigger, not an input.
  useLayoutEffect(() => {
    state.current = INITIAL_AUTOSCROLL;
  }, [followKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: contentKey is the trigger, not an input.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !shouldAutoscroll(state.current, performance.now())) return;
    if (element.scrollHeight - element.scrollTop - element.clientHeight < 1) return;
    programmatic.current = true;
    element.scrollTop = element.scrollHeight;
  }, [contentKey, ref]);
}
