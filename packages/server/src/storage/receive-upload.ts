import { Readable, Transform } from 'node:stream';
import { Busboy } from '@fastify/busboy';
import type { FileStore } from './file-store';

/** Whether a form may store its file, decided from the fields that came before the file. */
export type UploadDecision =
  | { ok: true; key: string; maxBytes: number }
  | { ok: false; status: 400 | 403 | 409 | 429; reason: string; retryAfterSeconds?: number | undefined };

/** The outcome of {@link receiveUpload}. */
export type UploadOutcome =
  | { ok: true; key: string; size: number; fields: ReadonlyMap<string, string> }
  | { ok: false; status: 400 | 403 | 409 | 413 | 429; reason: string; retryAfterSeconds?: number | undefined };

/** What {@link receiveUpload} needs. */
export interface ReceiveUploadInput {
  contentType: string;
  body: ReadableStream<Uint8Array>;
  /** The whole body's limit (file plus form); past it reading stops and the answer is 413. */
  bodyLimitBytes: number;
  /** Checks the signing fields (all sent before the file, as S3 requires) and names where the file goes. */
  decide(fields: ReadonlyMap<string, string>): Promise<UploadDecision>;
  store: Pick<FileStore, 'putStream' | 'remove'>;
}

// The signing fields are short; a policy document is about 1 KB of base64.
const FIELD_LIMITS = { fieldNameSize: 100, fieldSize: 16 * 1024, fields: 30, files: 1, parts: 40, headerPairs: 20 };

class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

/**
 * Receives an S3-style POST form (SPEC §7 "Upload") and streams its file into the store: nothing is held
 * in memory beyond a chunk, the size cap applies while the bytes arrive, and a refused file is read to its
 * end and discarded (never written), so the client gets the answer instead of a reset connection. The
 * whole body is counted too: past `bodyLimitBytes` the request is abandoned with 413.
 */
export async function receiveUpload(input: ReceiveUploadInput): Promise<UploadOutcome> {
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({ headers: { 'content-type': input.contentType }, limits: FIELD_LIMITS });
  } catch {
    return { ok: false, status: 400, reason: '上传请求需要 multipart/form-data 表单（含 boundary）' };
  }
  const fields = new Map<string, string>();
  let fileOutcome: Promise<UploadOutcome> | undefined;
  let fileStream: Readable | undefined;

  parser.on('field', (name, value, nameTruncated, valueTruncated) => {
    // A truncated signing field can only fail its check: keep it out rather than half of it.
    if (!fileOutcome && !nameTruncated && !valueTruncated) fields.set(name, value);
  });
  parser.on('file', (name, stream) => {
    if (name !== 'file' || fileOutcome) {
      stream.resume();
      return;
    }
    fileStream = stream;
    // The stream may fail before the store listens (an aborted body while the fields are checked).
    stream.on('error', () => undefined);
    fileOutcome = (async (): Promise<UploadOutcome> => {
      // A decision that fails still drains the file, or the parser would wait for it forever.
      const decision = await input.decide(fields).catch((error: unknown) => {
        stream.resume();
        throw error;
      });
      if (!decision.ok) {
        stream.resume();
        return decision;
      }
      const stored = await input.store.putStream(decision.key, stream, decision.maxBytes);
      if (!stored.stored) {
        return { ok: false, status: 403, reason: `文件大小超出限制（最大 ${decision.maxBytes} 字节）` };
      }
      return { ok: true, key: decision.key, size: stored.size, fields };
    })();
    // Settled through the outcome below; an early rejection must not go unhandled meanwhile.
    fileOutcome.catch(() => undefined);
  });

  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > input.bodyLimitBytes) callback(new BodyTooLargeError());
      else callback(null, chunk);
    },
  });
  const source = Readable.fromWeb(input.body as import('node:stream/web').ReadableStream<Uint8Array>);
  try {
    await new Promise<void>((resolve, reject) => {
      parser.once('finish', resolve);
      parser.once('error', reject);
      counter.once('error', reject);
      source.once('error', reject);
      source.pipe(counter).pipe(parser);
    });
  } catch (error) {
    source.unpipe(counter);
    counter.unpipe(parser);
    // The store drops the part it wrote when the file stream fails; a file it finished is removed.
    fileStream?.destroy(new Error('upload aborted'));
    parser.destroy();
    const settled = await fileOutcome?.catch(() => undefined);
    if (settled?.ok) await input.store.remove(settled.key);
    if (error instanceof BodyTooLargeError) {
      return { ok: false, status: 413, reason: `上传请求过大：最多 ${input.bodyLimitBytes} 字节` };
    }
    return { ok: false, status: 400, reason: '上传表单格式不正确（multipart 数据不完整或已损坏）' };
  }
  if (!fileOutcome) return { ok: false, status: 400, reason: '上传表单缺少 file 字段' };
  return fileOutcome;
}
