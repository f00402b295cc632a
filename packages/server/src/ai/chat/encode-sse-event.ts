import type { ProviderChatEvent } from './chat-provider';

const encoder = new TextEncoder();

/** The stream terminator of DESIGN.md. */
export const SSE_DONE = encoder.encode('data: [DONE]\n\n');

/**
 * Encodes one event in the SSE format of DESIGN.md:
 * `data: {"choices":[{"content":"…","reasoning_content":"…"}]}` or `data: {"error":"…"}`.
 */
export function encodeSseEvent(event: ProviderChatEvent): Uint8Array {
  return encoder.encode(formatSseEvent(event));
}

/** The SSE stream terminator as text, for writes straight to a Node response. */
export const SSE_DONE_TEXT = 'data: [DONE]\n\n';

/**
 * {@link encodeSseEvent} as text: Node's socket writes encode strings natively, so the hot path skips
 * the TextEncoder and the intermediate Uint8Array.
 */
export function formatSseEvent(event: ProviderChatEvent): string {
  // Only the text needs JSON escaping: the frame around it is constant (no object per chunk).
  switch (event.type) {
    case 'content':
      return `data: {"choices":[{"content":${JSON.stringify(event.text)},"reasoning_content":""}]}\n\n`;
    case 'reasoning':
      return `data: {"choices":[{"content":"","reasoning_content":${JSON.stringify(event.text)}}]}\n\n`;
    case 'error':
      return `data: {"error":${JSON.stringify(event.message)}}\n\n`;
    default:
      return event satisfies never;
  }
}

/**
 * Formats events in order as one piece of the stream, neighbouring content deltas joined into one event
 * (and neighbouring reasoning deltas): a reader appends them anyway, so the text is the same, and the
 * client parses one frame where a paced read brought several.
 */
export function formatSseEvents(events: readonly ProviderChatEvent[]): string {
  let text = '';
  let index = 0;
  while (index < events.length) {
    const event = events[index] as ProviderChatEvent;
    index += 1;
    if (event.type === 'error') {
      text += formatSseEvent(event);
      continue;
    }
    let joined = event.text;
    while (index < events.length && events[index]?.type === event.type) {
      joined += (events[index] as typeof event).text;
      index += 1;
    }
    text += formatSseEvent({ type: event.type, text: joined });
  }
  return text;
}
