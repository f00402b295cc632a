/**
 * A real HTTP server on 127.0.0.1 for client tests (never a mocked fetch). Test-only: nothing in the
 * package entry imports it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the server saw it. */
export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/ai/conversations?uid=u1`. */
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** The body as UTF-8 text. */
  text: string;
}

export type TestHandler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  requests: RecordedRequest[];
  /** Drops open connections and stops listening. */
  close(): Promise<void>;
}

/** Sends `body` as JSON with the given HTTP status. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

export async function startTestServer(handler: TestHandler): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (incoming, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const request: RecordedRequest = {
      method: incoming.method ?? '',
      url: incoming.url ?? '',
      headers: incoming.headers,
      body,
      text: body.toString('utf8'),
    };
    requests.push(request);
    try {
      await handler(request, response);
    } catch (error) {
      if (!response.headersSent) sendJson(response, 599, { error: String(error) });
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
