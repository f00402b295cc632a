/** The speeds offered while reading a page aloud, as multiples of normal speech (issue #16). */
export const READ_ALOUD_RATES = [0.75, 1, 1.25, 1.5, 2] as const;

/**
 * A speed multiple on the synthesizer's 0-100 scale (50 = normal), the inverse of the Web Speech
 * mapping in @edu/speech (speed 0/50/100 → rate 0.5/1/2, piecewise linear); xfyun reads the same scale.
 */
export function rateToSpeed(rate: number): number {
  const speed = rate <= 1 ? (rate - 0.5) * 100 : 50 + (rate - 1) * 50;
  return Math.round(Math.min(100, Math.max(0, speed)));
}
