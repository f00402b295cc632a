/**
 * Where the splitter is in a reply's content:
 * - `opening`: at the start; what came so far (after any whitespace) may still become an opening tag.
 * - `reasoning-start`: just inside a thinking block; leading whitespace is dropped.
 * - `reasoning`: inside a thinking block, looking for its closing tag.
 * - `answer-start`: just after the closing tag; leading whitespace is dropped.
 * - `answer`: the answer; everything passes through, a later `<think>` included.
 */
export type ThinkTagStatus = 'opening' | 'reasoning-start' | 'reasoning' | 'answer-start' | 'answer';

export interface ThinkTagState {
  readonly status: ThinkTagStatus;
  /**
   * Text held back because it may be the beginning of a tag: an opening tag (and the whitespace before
   * it) in `opening`, a closing tag at the end of what `reasoning` has seen.
   */
  readonly pending: string;
  /** The closing tags that end the current thinking block. */
  readonly closeTags: readonly string[];
  /**
   * Where content that does not begin with an opening tag belongs: the answer, or the reasoning when the
   * chat template already opened the thinking in the prompt (the model only writes `</think>`).
   */
  readonly startsIn: 'answer' | 'reasoning';
}

export type ThinkTagEvent = { readonly type: 'text'; readonly text: string } | { readonly type: 'end' };

export type ThinkTagOutput =
  | { readonly type: 'content'; readonly text: string }
  | { readonly type: 'reasoning'; readonly text: string }
  /** The reply ended inside a thinking block: everything after the opening was reasoning. */
  | { readonly type: 'unclosed' };

export interface ThinkTagTransition {
  readonly state: ThinkTagState;
  readonly output: readonly ThinkTagOutput[];
}

/** The tags recognised at the start of a reply, each with the tag that closes it. */
const OPENING_TAGS = [
  { open: '<think>', close: '</think>' },
  { open: '<thinking>', close: '</thinking>' },
] as const;
const ANY_CLOSE_TAG: readonly string[] = OPENING_TAGS.map((tag) => tag.close);

/** The state before the first piece of content. */
export function initialThinkTagState(startsIn: 'answer' | 'reasoning' = 'answer'): ThinkTagState {
  return { status: 'opening', pending: '', closeTags: ANY_CLOSE_TAG, startsIn };
}

/**
 * Splits `<think>…</think>` (or `<thinking>…</thinking>`) out of a reply's content as it streams.
 * Only a tag that opens the reply counts (whitespace before it is allowed): a `<think>` the model writes
 * in the middle of an answer is text. Invariant: the content and reasoning put out, with the tags and
 * the whitespace around them removed, are exactly the text fed in, however it was cut into pieces; a
 * possible tag is held back (`pending`) until the next piece shows whether it is one. Pure.
 */
export function splitThinkTags(state: ThinkTagState, event: ThinkTagEvent): ThinkTagTransition {
  switch (event.type) {
    case 'text':
      // The common case once the answer runs: no scanning, no copies.
      if (state.status === 'answer') return { state, output: event.text === '' ? [] : [content(event.text)] };
      return feed(state, event.text);
    case 'end':
      return { state: { ...state, status: 'answer', pending: '' }, output: endOutput(state) };
    default:
      return event satisfies never;
  }
}

function feed(state: ThinkTagState, text: string): ThinkTagTransition {
  const output: ThinkTagOutput[] = [];
  let { status, pending, closeTags } = state;
  let rest = text;
  while (rest !== '') {
    switch (status) {
      case 'opening': {
        const seen = pending + rest;
        const trimmed = seen.trimStart();
        rest = '';
        pending = '';
        const opening = OPENING_TAGS.find((tag) => trimmed.startsWith(tag.open));
        if (opening) {
          status = 'reasoning-start';
          closeTags = [opening.close];
          rest = trimmed.slice(opening.open.length);
        } else if (trimmed === '' || OPENING_TAGS.some((tag) => tag.open.startsWith(trimmed))) {
          pending = seen;
        } else if (state.startsIn === 'reasoning') {
          status = 'reasoning-start';
          rest = seen;
        } else {
          status = 'answer';
          rest = seen;
        }
        break;
      }
      case 'reasoning-start':
      case 'answer-start': {
        rest = rest.trimStart();
        if (rest !== '') status = status === 'reasoning-start' ? 'reasoning' : 'answer';
        break;
      }
      case 'reasoning': {
        const seen = pending + rest;
        rest = '';
        const closing = firstTag(seen, closeTags);
        if (closing) {
          pushReasoning(output, seen.slice(0, closing.index));
          pending = '';
          status = 'answer-start';
          rest = seen.slice(closing.index + closing.tag.length);
        } else {
          const held = partialTagLength(seen, closeTags);
          pushReasoning(output, seen.slice(0, seen.length - held));
          pending = seen.slice(seen.length - held);
        }
        break;
      }
      case 'answer':
        output.push(content(rest));
        rest = '';
        break;
      default:
        return status satisfies never;
    }
  }
  return { state: { ...state, status, pending, closeTags }, output };
}

function endOutput(state: ThinkTagState): ThinkTagOutput[] {
  switch (state.status) {
    case 'opening': {
      if (state.pending === '') return [];
      if (state.startsIn === 'answer') return [content(state.pending)];
      const output: ThinkTagOutput[] = [];
      pushReasoning(output, state.pending.trimStart());
      output.push({ type: 'unclosed' });
      return output;
    }
    case 'reasoning-start':
      return [{ type: 'unclosed' }];
    case 'reasoning': {
      const output: ThinkTagOutput[] = [];
      pushReasoning(output, state.pending);
      output.push({ type: 'unclosed' });
      return output;
    }
    case 'answer-start':
    case 'answer':
      return [];
    default:
      return state.status satisfies never;
  }
}

const content = (text: string): ThinkTagOutput => ({ type: 'content', text });

function pushReasoning(output: ThinkTagOutput[], text: string): void {
  if (text !== '') output.push({ type: 'reasoning', text });
}

/** The earliest of `tags` in `text`, if any. */
function firstTag(text: string, tags: readonly string[]): { index: number; tag: string } | undefined {
  let found: { index: number; tag: string } | undefined;
  for (const tag of tags) {
    const index = text.indexOf(tag);
    if (index !== -1 && (found === undefined || index < found.index)) found = { index, tag };
  }
  return found;
}

/** Length of the longest end of `text` that is the beginning of one of `tags` (0 when none is). */
function partialTagLength(text: string, tags: readonly string[]): number {
  const longest = Math.max(...tags.map((tag) => tag.length)) - 1;
  for (let length = Math.min(longest, text.length); length > 0; length -= 1) {
    const end = text.slice(text.length - length);
    if (tags.some((tag) => tag.startsWith(end))) return length;
  }
  return 0;
}
