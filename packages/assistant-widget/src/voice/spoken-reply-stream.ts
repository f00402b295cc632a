import type { ChatEvent } from '@edu/api-client';
import { toSpokenLine } from './to-spoken-text';

/**
 * Converts a streamed markdown reply into spoken text as it arrives. A line is converted once it is
 * complete (a link or bold span may straddle chunks, never lines), the rest when the stream ends, so
 * the output always equals `toSpokenText(wholeReply)` however the reply was chunked. Reasoning, error and
 * refusal events pass through; an error first flushes what was received, a refusal drops it.
 */
export async function* spokenReplyStream(events: AsyncIterable<ChatEvent>): AsyncGenerator<ChatEvent> {
  let pending = '';
  let spokeSomething = false;
  const speak = (line: string): string => {
    const spoken = toSpokenLine(line);
    if (spoken === '') return '';
    const text = spokeSomething ? `\n${spoken}` : spoken;
    spokeSomething = true;
    return text;
  };

  for await (const event of events) {
    // A refusal withdraws the answer (issue 35): the unfinished line is dropped, never spoken.
    if (event.type === 'refused') pending = '';
    if (event.type !== 'content') {
      if (event.type === 'error' && pending !== '') {
        const rest = speak(pending);
        pending = '';
        if (rest !== '') yield { type: 'content', text: rest };
      }
      yield event;
      continue;
    }
    pending += event.text;
    const lines = pending.split(/\r\n|\n|\r(?!$)/);
    // The last piece may be an unfinished line (or a '\r' whose '\n' is still on its way).
    pending = lines.pop() ?? '';
    const text = lines.map(speak).join('');
    if (text !== '') yield { type: 'content', text };
  }
  const rest = speak(pending);
  if (rest !== '') yield { type: 'content', text: rest };
}
