import { z } from 'zod';
import { parseJson } from '../../http/parse-json';

/** A moderation service's verdict on a text; `unavailable` when it could not give one in time. */
type ModerationVerdict = 'pass' | 'blocked' | 'unavailable';

/** Asks the moderation service about a text. */
export type ModerateText = (text: string) => Promise<ModerationVerdict>;

const answerSchema = z.looseObject({ blocked: z.boolean() });

/**
 * The optional moderation service of MODERATION_URL (issue 35): POST `{ "text": "…" }` with JSON, answering
 * `{ "blocked": true | false }` within MODERATION_TIMEOUT_MS. Anything else (a failure, a time-out, another
 * shape) is `unavailable`, which the caller treats as a refusal: for pupils the service's silence must not
 * let a question through.
 */
export function createModerationEndpoint(options: {
  url: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}): ModerateText {
  const fetchImpl = options.fetch ?? fetch;
  return async (text) => {
    try {
      const response = await fetchImpl(options.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) return 'unavailable';
      const parsed = parseJson(await response.text());
      const answer = parsed.ok ? answerSchema.safeParse(parsed.value) : undefined;
      if (!answer?.success) return 'unavailable';
      return answer.data.blocked ? 'blocked' : 'pass';
    } catch {
      return 'unavailable';
    }
  };
}
