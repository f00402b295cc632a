import type { ProviderChatEvent } from './chat-provider';

const encoder = new TextEncoder();

/** The stream terminator of DESIGN.md. */
export const SSE_DONE = encoder.encode('data: [DONE]\n\n');

/**
 * Encodes one event in the SSE format of DESIGN.md:
 * `data: {"choices":[{"content":"…","reasoning_content":"…"}]}` or `data: {"error":"…"}`.
 */
export function encodeSseEvent(event: ProviderChatEvent): Uint8Array {
  let payload: string;
  switch (event.type) {
    case 'content':
      payload = JSON.stringify({ choices: [{ content: event.text, reasoning_content: '' }] });
      break;
    case 'reasoning':
      payload = JSON.stringify({ choices: [{ content: '', reasoning_content: event.text }] });
      break;
    case 'error':
      payload = JSON.stringify({ error: event.message });
      break;
    default:
      return event satisfies never;
  }
  return encoder.encode(`data: ${payload}\n\n`);
}
