import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect } from 'vitest';

/** An answer as it came over the wire: no decoding, no normalisation. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  bytes: Buffer;
}

/**
 * A request with the path sent exactly as given (fetch would normalise `..` and encodings away). node:http,
 * unlike fetch, neither adds an Accept-Encoding nor decodes: the test sees the wire bytes.
 */
export function rawGet(
  base: string,
  rawPath: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: rawPath, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes });
      });
    });
    req.once('error', reject);
    req.end();
  });
}

/** The Accept-Encoding values a hosting table runs over, each with how to read its body back. */
export const CODINGS = [
  { acceptEncoding: 'br', decode: brotliDecompressSync },
  { acceptEncoding: 'gzip', decode: gunzipSync },
  { acceptEncoding: 'identity', decode: (bytes: Buffer) => bytes },
] as const;

/** A hosted file as a row of the table: how it is cached, and whether the build wrote copies of it. */
export interface HostedFile {
  body: string;
  cacheControl: string;
  copies: boolean;
}

/** What every file of the table answers with one Accept-Encoding: its caching, its coding, Vary when copies exist. */
export function expectHostedFile(answer: RawAnswer, file: HostedFile, coding: (typeof CODINGS)[number]): void {
  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toBe(file.cacheControl);
  const coded = file.copies && coding.acceptEncoding !== 'identity';
  expect(answer.headers['content-encoding']).toBe(coded ? coding.acceptEncoding : undefined);
  const vary = String(answer.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim());
  expect(vary.includes('Accept-Encoding')).toBe(file.copies);
  expect((coded ? coding.decode(answer.bytes) : answer.bytes).toString('utf8')).toBe(file.body);
}
