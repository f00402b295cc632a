import { describe, expect, it } from 'vitest';
import { createHttp1ResponseReader, type Http1ResponseHead } from './http1-response-reader';

/** What the reader reported for `response` fed in pieces of `pieceSize` bytes (0: all at once), then closed. */
function read(response: string, pieceSize = 0, close = true) {
  const bytes = Buffer.from(response, 'utf8');
  const heads: Http1ResponseHead[] = [];
  const body: Buffer[] = [];
  const outcome: string[] = [];
  const reader = createHttp1ResponseReader({
    head: (head) => heads.push(head),
    // The bytes are views of the input: copy them as a consumer that keeps them must.
    body: (piece) => body.push(Buffer.from(piece)),
    end: () => outcome.push('end'),
    fail: (reason) => outcome.push(`fail: ${reason}`),
  });
  const size = pieceSize || bytes.length;
  for (let start = 0; start < bytes.length; start += size) reader.feed(bytes.subarray(start, start + size));
  if (close) reader.close();
  return { heads, body: Buffer.concat(body).toString('utf8'), outcome };
}

/** A reader that writes down everything it reports, in order (the body as text). */
function recordingReader() {
  const events: string[] = [];
  const reader = createHttp1ResponseReader({
    head: () => events.push('head'),
    body: (piece) => events.push(`body ${Buffer.from(piece).toString('utf8')}`),
    end: () => events.push('end'),
    fail: (reason) => events.push(`fail: ${reason.split('\r')[0]}`),
  });
  return { reader, events };
}

const CHUNKED_HEAD = 'HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n';
const SSE = 'data: {"choices":[{"delta":{"content":"你好"}}]}\n\ndata: [DONE]\n\n';
const chunked = (...pieces: string[]) =>
  `${pieces.map((piece) => `${Buffer.byteLength(piece).toString(16)}\r\n${piece}\r\n`).join('')}0\r\n\r\n`;

describe('createHttp1ResponseReader', () => {
  const whole = `${CHUNKED_HEAD}${chunked('data: {"choices":[{"delta":{"content":"你', '好"}}]}\n\n', 'data: [DONE]\n\n')}`;
  it.each([0, 1, 2, 3, 7, 64])('reads a chunked body fed %i bytes at a time (0: at once)', (pieceSize) => {
    const { heads, body, outcome } = read(whole, pieceSize, false);
    expect(heads).toEqual([
      {
        status: 200,
        headers: { 'content-type': 'text/event-stream', 'transfer-encoding': 'chunked' },
        keepAlive: true,
      },
    ]);
    expect(body).toBe(SSE);
    // The end comes with the last chunk and trailers, not with the connection's close.
    expect(outcome).toEqual(['end']);
  });

  it.each([
    {
      name: 'Content-Length',
      response: `HTTP/1.1 200 OK\r\nContent-Length: ${Buffer.byteLength(SSE)}\r\n\r\n${SSE}`,
      body: SSE,
      outcome: ['end'],
      keepAlive: true,
    },
    {
      name: 'a body delimited by the close',
      response: `HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n\r\n${SSE}`,
      body: SSE,
      outcome: ['end'],
      keepAlive: false,
    },
    {
      name: 'HTTP/1.0 without keep-alive',
      response: `HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nok`,
      body: 'ok',
      outcome: ['end'],
      keepAlive: false,
    },
    {
      name: 'Connection: close',
      response: `HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nRetry-After: 7\r\nContent-Length: 4\r\n\r\nslow`,
      body: 'slow',
      outcome: ['end'],
      keepAlive: false,
    },
    {
      name: 'chunk extensions and trailers',
      response: `${CHUNKED_HEAD}2;name=value\r\nab\r\n0\r\nX-Trailer: 1\r\n\r\n`,
      body: 'ab',
      outcome: ['end'],
      keepAlive: true,
    },
    {
      name: 'chunk sizes with blanks, leading zeros (12 digits) and bare LF line ends',
      response: `${CHUNKED_HEAD}2 \t;x=1\r\nab\r\n000000000003\nabc\r\n0\n\r\n`,
      body: 'ababc',
      outcome: ['end'],
      keepAlive: true,
    },
    {
      name: 'an upper-case hex chunk size',
      response: `${CHUNKED_HEAD}1A\r\n${'a'.repeat(26)}\r\n0\r\n\r\n`,
      body: 'a'.repeat(26),
      outcome: ['end'],
      keepAlive: true,
    },
    {
      name: 'a 100 Continue before the real head',
      response: `HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok`,
      body: 'ok',
      outcome: ['end'],
      keepAlive: true,
    },
    {
      name: 'a 204 without a body',
      response: 'HTTP/1.1 204 No Content\r\n\r\n',
      body: '',
      outcome: ['end'],
      keepAlive: true,
    },
  ])('reads $name', ({ response, body, outcome, keepAlive }) => {
    for (const pieceSize of [0, 1, 5]) {
      const result = read(response, pieceSize);
      expect(result.body).toBe(body);
      expect(result.outcome).toEqual(outcome);
      expect(result.heads.map((head) => head.keepAlive)).toEqual([keepAlive]);
    }
  });

  it('joins a repeated header and keeps Retry-After', () => {
    const { heads } = read('HTTP/1.1 429 Too Many\r\nRetry-After: 3\r\nVia: a\r\nvia: b\r\nContent-Length: 0\r\n\r\n');
    expect(heads[0]?.status).toBe(429);
    expect(heads[0]?.headers).toEqual({ 'retry-after': '3', via: 'a, b', 'content-length': '0' });
  });

  it('ignores bytes after the end of the response', () => {
    const { body, outcome } = read(`HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nokEXTRA`);
    expect(body).toBe('ok');
    expect(outcome).toEqual(['end']);
  });

  it.each([
    { name: 'not HTTP', response: 'SSH-2.0-OpenSSH\r\n\r\n', reason: 'not an HTTP/1.x status line' },
    {
      name: 'a header without a colon',
      response: 'HTTP/1.1 200 OK\r\nbroken\r\n\r\n',
      reason: 'malformed header line',
    },
    {
      name: 'a bad chunk size',
      response: `${CHUNKED_HEAD}zz\r\nab\r\n`,
      reason: 'malformed chunk size',
    },
    {
      name: 'a chunk size of 13 digits',
      response: `${CHUNKED_HEAD}0000000000002\r\nab\r\n`,
      reason: 'malformed chunk size',
    },
    {
      name: 'a chunk size followed by something other than a blank or an extension',
      response: `${CHUNKED_HEAD}2 x\r\nab\r\n`,
      reason: 'malformed chunk size',
    },
    {
      name: 'a CR inside a chunk-size line',
      response: `${CHUNKED_HEAD}2;a\rb\r\nab\r\n`,
      reason: 'malformed chunk size',
    },
    {
      name: 'an empty chunk-size line',
      response: `${CHUNKED_HEAD}\r\nab\r\n`,
      reason: 'malformed chunk size',
    },
    {
      name: 'a chunk-size line over 1 KiB',
      response: `${CHUNKED_HEAD}2;${'x'.repeat(1_100)}\r\nab\r\n`,
      reason: 'chunk line too long',
    },
    {
      name: 'a chunk longer than its size',
      response: `${CHUNKED_HEAD}2\r\nabc\r\n0\r\n\r\n`,
      reason: 'chunk not followed by CRLF',
    },
    {
      name: 'a bad Content-Length',
      response: 'HTTP/1.1 200 OK\r\nContent-Length: 1e3\r\n\r\n',
      reason: 'malformed Content-Length',
    },
    {
      name: 'a coding before chunked',
      response: 'HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip, chunked\r\n\r\n',
      reason: 'unsupported transfer coding',
    },
    {
      name: 'a chunked body cut by the close',
      response: `${CHUNKED_HEAD}5\r\nab`,
      reason: 'connection closed before the response ended',
    },
    {
      name: 'a body shorter than its Content-Length',
      response: 'HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nab',
      reason: 'connection closed before the response ended',
    },
  ])('fails on $name, once, fed at once or byte by byte', ({ response, reason }) => {
    for (const pieceSize of [0, 1]) {
      const { outcome } = read(response, pieceSize);
      expect(outcome).toHaveLength(1);
      expect(outcome[0]).toMatch(new RegExp(`^fail: ${reason}`));
    }
  });

  it('hands the data of every chunk in one feed over in one piece, before the end', () => {
    const { reader, events } = recordingReader();
    const bytes = Buffer.from(`${CHUNKED_HEAD}${chunked('data: c0\n\n', 'data: c1\n\n')}`);
    // Cut inside the second chunk's data: the first feed holds one chunk and a half.
    const cut = bytes.indexOf('data: c1') + 4;
    reader.feed(bytes.subarray(0, cut));
    reader.feed(bytes.subarray(cut));
    expect(events).toEqual(['head', 'body data: c0\n\ndata', 'body : c1\n\n', 'end']);
  });

  it('hands over the data of a feed before the failure that ends it', () => {
    const { reader, events } = recordingReader();
    reader.feed(Buffer.from(`${CHUNKED_HEAD}2\r\nab\r\n3\r\ncde\r\nzz\r\n`));
    expect(events).toEqual(['head', 'body abcde', 'fail: malformed chunk size: zz']);
  });

  it('refuses a head larger than 64 KiB', () => {
    const { outcome } = read(`HTTP/1.1 200 OK\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`);
    expect(outcome).toEqual(['fail: response head too large']);
  });
});
