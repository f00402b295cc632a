/** The parts of a response head the chat relay reads. */
export interface Http1ResponseHead {
  status: number;
  /** Header values by lower-case name (a repeated header's values joined with ", "). */
  headers: Readonly<Record<string, string>>;
  /** The connection may carry another request once this body has ended. */
  keepAlive: boolean;
}

/** Where an {@link Http1ResponseReader} puts what it read. */
export interface Http1ResponseSink {
  head(head: Http1ResponseHead): void;
  /**
   * The body bytes of one {@link Http1ResponseReader.feed}, decoded from their transfer coding and joined
   * (one call however many chunks the bytes held); valid only during the call (the bytes are reused).
   */
  body(bytes: Uint8Array): void;
  /** The body is complete (its length, or its last chunk and trailers, arrived). */
  end(): void;
  /** The bytes are not an HTTP/1.1 response the reader understands; nothing more is read. */
  fail(reason: string): void;
}

/** Reads one HTTP/1.1 response fed in pieces of any size. */
export interface Http1ResponseReader {
  /**
   * Bytes from the connection; bytes after the response's end belong to no response and are ignored. The
   * body's pieces are moved together within `bytes` (over the framing already read), so the caller must
   * not read `bytes` again.
   */
  feed(bytes: Uint8Array): void;
  /** The connection closed: ends a body that is delimited by the close, fails any other unfinished one. */
  close(): void;
}

/** A head larger than this is refused (Node's own limit is 16 KiB). */
const MAX_HEAD_BYTES = 65_536;
/** A chunk-size line (hex size and extensions) longer than this is refused. */
const MAX_SIZE_LINE_BYTES = 1_024;

const CR = 13;
const LF = 10;
const SPACE = 32;
const TAB = 9;
const SEMICOLON = 59;

/** The value of a hex digit's byte (0-9, a-f, A-F), or -1. */
function hexDigitValue(byte: number): number {
  if (byte >= 48 && byte <= 57) return byte - 48;
  const lower = byte | 0x20;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}

/** Bytes `start` to `end` of `bytes` as latin1 text (one character per byte), without copying them first. */
const latin1 = (bytes: Uint8Array, start: number, end: number): string =>
  Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1');

type Framing = { type: 'chunked' } | { type: 'length'; remaining: number } | { type: 'close' };

/**
 * An incremental reader of one HTTP/1.1 response (RFC 9112): the head, then the body by its framing
 * (chunked, Content-Length, or up to the close), with 1xx interim heads skipped. It exists so that the chat
 * relay can read a model server's stream straight from a socket whose reads it paces (see
 * upstream-http1-client.ts): Node's HTTP client reads and parses every arriving packet on its own. Pure:
 * no I/O, no timers; body bytes are handed out as views of the input. A paced read holds several chunks, so
 * their data is moved together over the chunk-size lines between them and handed out once per feed: the
 * consumer decodes one piece of text per read, not one per chunk joined into a string it must flatten
 * again (18 % of the relay's allocations in the bench, and so of its garbage collections).
 */
export function createHttp1ResponseReader(sink: Http1ResponseSink): Http1ResponseReader {
  let phase: 'head' | 'size' | 'data' | 'data-end' | 'trailers' | 'length' | 'close' | 'done' = 'head';
  /** The head so far, and the trailer line so far (latin1: one character per byte). */
  let head = '';
  let line = '';
  let remaining = 0;
  let keepAlive = true;
  // The chunk-size line so far, read byte by byte: its value, digits, length, the part being read, and
  // whether the last byte was a CR.
  let sizeValue = 0;
  let sizeDigits = 0;
  let sizeBytes = 0;
  let sizePart: 'digits' | 'blank' | 'extension' = 'digits';
  let sizeAfterCr = false;
  // The bytes being fed, and where in them this feed's body so far lies (its pieces moved together, see above).
  let feeding: Uint8Array | undefined;
  let bodyStart = 0;
  let bodyEnd = 0;

  /** Adds `length` body bytes from `index` to this feed's body, moved to follow its pieces so far. */
  const takeBody = (bytes: Uint8Array, index: number, length: number) => {
    // The feed's first piece stays where it is; later ones join it.
    if (bodyEnd === bodyStart) bodyStart = bodyEnd = index;
    else if (index !== bodyEnd) bytes.copyWithin(bodyEnd, index, index + length);
    bodyEnd += length;
  };

  /** Hands this feed's body so far to the sink, before anything else it is told. */
  const handOverBody = () => {
    if (feeding && bodyEnd > bodyStart) {
      const body = feeding.subarray(bodyStart, bodyEnd);
      bodyStart = bodyEnd;
      sink.body(body);
    }
  };

  const fail = (reason: string) => {
    handOverBody();
    phase = 'done';
    sink.fail(reason);
  };

  const finish = () => {
    handOverBody();
    phase = 'done';
    sink.end();
  };

  /** Parses a complete head (without its blank line); false when the reader failed. */
  const readHead = (text: string): boolean => {
    const lines = text.split('\r\n');
    const statusLine = /^HTTP\/1\.([01]) (\d{3})(?: .*)?$/.exec(lines[0] ?? '');
    if (!statusLine) {
      fail('not an HTTP/1.x status line');
      return false;
    }
    const status = Number(statusLine[2]);
    const headers: Record<string, string> = {};
    for (const headerLine of lines.slice(1)) {
      const colon = headerLine.indexOf(':');
      if (colon <= 0) {
        fail(`malformed header line: ${headerLine.slice(0, 80)}`);
        return false;
      }
      const name = headerLine.slice(0, colon).trim().toLowerCase();
      const value = headerLine.slice(colon + 1).trim();
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
    // 1xx answers are interim (100 Continue, 103 Early Hints): the real head follows.
    if (status >= 100 && status < 200) return true;
    const connection = (headers.connection ?? '').toLowerCase();
    keepAlive = statusLine[1] === '1' ? !connection.includes('close') : connection.includes('keep-alive');
    const framing = framingOf(headers, status);
    if (typeof framing === 'string') {
      fail(framing);
      return false;
    }
    sink.head({ status, headers, keepAlive: keepAlive && framing.type !== 'close' });
    if (phase === 'done') return false;
    if (framing.type === 'chunked') phase = 'size';
    else if (framing.type === 'close') phase = 'close';
    else if (framing.remaining === 0) finish();
    else {
      phase = 'length';
      remaining = framing.remaining;
    }
    return true;
  };

  // Not a closure inside readSizeLine: one made per line was an allocation per upstream chunk.
  const malformedSize = (bytes: Uint8Array, start: number): number => {
    fail(`malformed chunk size: ${latin1(bytes, start, Math.min(bytes.length, start + 40))}`);
    return -1;
  };

  /**
   * Reads chunk-size line bytes from `start` (RFC 9112 §7.1: 1-12 hex digits, blanks, an optional `;`
   * extension, CRLF or a bare LF); returns where the line ended, or -1 when it goes on in the next read or
   * the reader failed. Byte by byte because a streamed reply has one such line per upstream chunk.
   */
  const readSizeLine = (bytes: Uint8Array, start: number): number => {
    for (let index = start; index < bytes.length; index++) {
      const byte = bytes[index] as number;
      if (byte === LF) {
        if (sizeDigits === 0) return malformedSize(bytes, start);
        remaining = sizeValue;
        phase = remaining === 0 ? 'trailers' : 'data';
        sizeValue = 0;
        sizeDigits = 0;
        sizeBytes = 0;
        sizePart = 'digits';
        sizeAfterCr = false;
        return index + 1;
      }
      // A CR may only come right before the LF.
      if (sizeAfterCr) return malformedSize(bytes, start);
      if (++sizeBytes > MAX_SIZE_LINE_BYTES) {
        fail('chunk line too long');
        return -1;
      }
      if (byte === CR) {
        sizeAfterCr = true;
        continue;
      }
      if (sizePart === 'digits') {
        const digit = hexDigitValue(byte);
        if (digit !== -1) {
          if (sizeDigits === 12) return malformedSize(bytes, start);
          sizeValue = sizeValue * 16 + digit;
          sizeDigits++;
          continue;
        }
        if (sizeDigits === 0) return malformedSize(bytes, start);
        sizePart = 'blank';
      }
      if (sizePart === 'blank') {
        if (byte === SEMICOLON) sizePart = 'extension';
        else if (byte !== SPACE && byte !== TAB) return malformedSize(bytes, start);
      }
    }
    return -1;
  };

  return {
    feed(bytes) {
      feeding = bytes;
      bodyStart = 0;
      bodyEnd = 0;
      let index = 0;
      try {
        while (index < bytes.length && phase !== 'done') {
          switch (phase) {
            case 'head': {
              const seen = head.length;
              head += latin1(bytes, index, bytes.length);
              const blank = head.indexOf('\r\n\r\n', Math.max(0, seen - 3));
              if (blank > MAX_HEAD_BYTES || (blank === -1 && head.length > MAX_HEAD_BYTES)) {
                return fail('response head too large');
              }
              if (blank === -1) {
                index = bytes.length;
                break;
              }
              const text = head.slice(0, blank);
              index += blank + 4 - seen;
              head = '';
              if (!readHead(text)) return;
              break;
            }
            case 'size': {
              const end = readSizeLine(bytes, index);
              if (end === -1) return;
              index = end;
              break;
            }
            case 'trailers': {
              const end = bytes.indexOf(LF, index);
              line += latin1(bytes, index, end === -1 ? bytes.length : end);
              if (line.length > MAX_SIZE_LINE_BYTES) return fail('chunk line too long');
              if (end === -1) {
                index = bytes.length;
                break;
              }
              index = end + 1;
              const text = line.endsWith('\r') ? line.slice(0, -1) : line;
              line = '';
              if (text === '') finish();
              break;
            }
            case 'data':
            case 'length': {
              const take = Math.min(remaining, bytes.length - index);
              takeBody(bytes, index, take);
              index += take;
              remaining -= take;
              if (remaining === 0) {
                if (phase === 'length') finish();
                else phase = 'data-end';
              }
              break;
            }
            case 'data-end': {
              const byte = bytes[index++] as number;
              if (byte === LF) phase = 'size';
              else if (byte !== CR) return fail('chunk not followed by CRLF');
              break;
            }
            case 'close':
              takeBody(bytes, index, bytes.length - index);
              index = bytes.length;
              break;
            default:
              return phase satisfies never;
          }
        }
      } finally {
        // Also after an early return: the size line or the head goes on in the next read.
        handOverBody();
        feeding = undefined;
      }
    },
    close() {
      if (phase === 'close') finish();
      else if (phase !== 'done') fail('connection closed before the response ended');
    },
  };
}

/** How the body of a response is delimited, or why it cannot be read. */
function framingOf(headers: Readonly<Record<string, string>>, status: number): Framing | string {
  // No body at all (RFC 9112 §6.3): 204, 304.
  if (status === 204 || status === 304) return { type: 'length', remaining: 0 };
  const transferEncoding = headers['transfer-encoding'];
  if (transferEncoding !== undefined) {
    const codings = transferEncoding
      .toLowerCase()
      .split(',')
      .map((coding) => coding.trim());
    if (codings[codings.length - 1] === 'chunked') {
      return codings.length === 1 ? { type: 'chunked' } : `unsupported transfer coding: ${transferEncoding}`;
    }
    return { type: 'close' };
  }
  const contentLength = headers['content-length'];
  if (contentLength === undefined) return { type: 'close' };
  if (!/^\d{1,15}$/.test(contentLength)) return `malformed Content-Length: ${contentLength.slice(0, 40)}`;
  return { type: 'length', remaining: Number(contentLength) };
}
