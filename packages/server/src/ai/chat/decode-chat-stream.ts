import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { parseJson } from '../../http/parse-json';
import type { ProviderChatEvent } from './chat-provider';
import { readChatDelta } from './read-chat-delta';
import type { ReasoningFormat } from './reasoning-format';
import { initialThinkTagState, splitThinkTags, type ThinkTagEvent, type ThinkTagState } from './split-think-tags';
import { UPSTREAM_CHAT_TEXT } from './upstream-chat-text';

/** Settings of {@link createChatStreamDecoder}. */
export interface ChatStreamDecoderOptions {
  /** AI_REASONING_FORMAT: where the upstream puts the thinking. */
  format: ReasoningFormat;
  /** The reply comes from the deep-thinking model: with `think-tags` it starts inside the thinking. */
  reasoningModel: boolean;
}

/** Where a {@link ChatStreamDecoder} puts the reply. */
export interface ChatStreamSink {
  event(event: ProviderChatEvent): void;
  /**
   * Called once, after the last event. `clean` when the upstream ended the reply as the protocol says
   * ([DONE], or the end of the body after a finish_reason), so the connection may be reused.
   */
  end(clean: boolean): void;
}

/** Turns the body of a streamed chat completion into our events; fed in pieces of any size. */
export interface ChatStreamDecoder {
  /** A piece of the body, as text (a UTF-8 decoder before it keeps characters whole). */
  feed(text: string): void;
  /** The body ended. */
  end(): void;
  /** Ends the reply with `message` (a time-out, a broken connection), after what was already decoded. */
  abort(message: string): void;
}

/**
 * Decodes an OpenAI-compatible SSE stream (protocols.md §1.2, §6) from any of the servers in the server
 * README: the SSE framing (comments, keep-alives, events cut anywhere) by eventsource-parser, each chunk
 * by {@link readChatDelta}, `<think>` tags in the content by {@link splitThinkTags}. Failures end the
 * reply with one `error` event worded for a teacher: an `error` in the stream, a cut at the length limit,
 * a content-filter stop, a body that stops without [DONE] or a finish_reason. Framework-free; the
 * provider does the I/O.
 */
export function createChatStreamDecoder(options: ChatStreamDecoderOptions, sink: ChatStreamSink): ChatStreamDecoder {
  const readFields = options.format === 'auto' || options.format === 'field';
  const splitsTags = options.format === 'auto' || options.format === 'think-tags';
  let tags: ThinkTagState = initialThinkTagState(
    options.format === 'think-tags' && options.reasoningModel ? 'reasoning' : 'answer',
  );
  // llama.cpp's `deepseek-legacy` sends the thinking twice, in reasoning_content and as tags in the
  // content: once a field carried reasoning, tag-split reasoning is the same text and is dropped.
  let fieldReasoning = false;
  let finishReason: string | undefined;
  let ended = false;

  /** Passes the splitter's output on; true when the reply ended inside a thinking block. */
  const split = (event: ThinkTagEvent): boolean => {
    const step = splitThinkTags(tags, event);
    tags = step.state;
    let unclosed = false;
    for (const part of step.output) {
      if (part.type === 'unclosed') unclosed = true;
      else if (part.type === 'content') sink.event(part);
      else if (!fieldReasoning) sink.event(part);
    }
    return unclosed;
  };

  const fail = (message: string) => {
    if (ended) return;
    if (splitsTags) split({ type: 'end' });
    ended = true;
    sink.event({ type: 'error', message });
    sink.end(false);
  };

  const finish = () => {
    const unclosed = splitsTags && split({ type: 'end' });
    ended = true;
    if (finishReason === 'length') sink.event({ type: 'error', message: UPSTREAM_CHAT_TEXT.cutAtLength });
    else if (finishReason === 'content_filter')
      sink.event({ type: 'error', message: UPSTREAM_CHAT_TEXT.contentFilter });
    else if (unclosed) sink.event({ type: 'content', text: UPSTREAM_CHAT_TEXT.unclosedThinking });
    sink.end(true);
  };

  const onEvent = (message: EventSourceMessage) => {
    if (ended) return;
    if (message.data === '[DONE]') return finish();
    const parsed = parseJson(message.data);
    // A data line that is not JSON (a proxy's keep-alive, a stray log line) is skipped, not fatal.
    const delta = parsed.ok ? readChatDelta(parsed.value, readFields) : undefined;
    if (!delta) return;
    if (delta.error !== undefined || message.event === 'error')
      return fail(UPSTREAM_CHAT_TEXT.streamError(delta.error ?? ''));
    if (delta.reasoning !== '') {
      fieldReasoning = true;
      sink.event({ type: 'reasoning', text: delta.reasoning });
    }
    if (delta.content !== '') {
      if (splitsTags) split({ type: 'text', text: delta.content });
      else sink.event({ type: 'content', text: delta.content });
    }
    if (delta.finishReason === undefined) return;
    // OpenRouter marks a failed generation with finish_reason "error" (its message, if any, came above).
    if (delta.finishReason === 'error') return fail(UPSTREAM_CHAT_TEXT.streamError(''));
    finishReason = delta.finishReason;
  };

  const parser = createParser({ onEvent });
  return {
    feed(text) {
      if (!ended) parser.feed(text);
    },
    end() {
      if (ended) return;
      // A last event without its blank line still counts: two line ends complete and dispatch it
      // (eventsource-parser's reset({ consume: true }) parses such a line but never dispatches it).
      parser.feed('\n\n');
      if (ended) return;
      // protocols.md §6.2: a body that ends without [DONE] or a finish_reason is a cut-off reply.
      if (finishReason === undefined) fail(UPSTREAM_CHAT_TEXT.incomplete);
      else finish();
    },
    abort: fail,
  };
}
