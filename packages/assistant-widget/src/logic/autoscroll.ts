import { AUTOSCROLL_RESUME_MS, AUTOSCROLL_THRESHOLD_PX } from '@edu/api-client';

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Within 50 px of the bottom counts as "at the bottom" (SPEC §9). */
export function isNearBottom(metrics: ScrollMetrics): boolean {
  return metrics.scrollHeight - metrics.scrollTop - metrics.clientHeight <= AUTOSCROLL_THRESHOLD_PX;
}

/** Autoscroll state: whether to follow, and when the user last scrolled by hand. */
export interface AutoscrollState {
  following: boolean;
  lastUserScrollAt: number;
}

export const INITIAL_AUTOSCROLL: AutoscrollState = { following: true, lastUserScrollAt: Number.NEGATIVE_INFINITY };

/**
 * A scroll the user made: scrolling up away from the bottom stops following; scrolling back
 * near the bottom follows again.
 */
export function onUserScroll(metrics: ScrollMetrics, now: number): AutoscrollState {
  return { following: isNearBottom(metrics), lastUserScrollAt: now };
}

/**
 * Whether new streamed content should scroll the view down: only while following, and never
 * within 800 ms of the user's last scroll (SPEC §9), so a user reading mid-stream keeps their place.
 */
export function shouldAutoscroll(state: AutoscrollState, now: number): boolean {
  return state.following && now - state.lastUserScrollAt >= AUTOSCROLL_RESUME_MS;
}
