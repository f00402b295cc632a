/**
 * The benchmark's upstream, run as its own process so it does not share a CPU queue with the server:
 * an OpenAI-compatible chat stream of BENCH_CHUNKS content chunks ("c0", "c1", …) every BENCH_INTERVAL_MS.
 * The same bytes as the tests' fake upstream, with every line encoded once up front: the upstream shares
 * the machine with the server it measures, so it should spend as little CPU as it can.
 */
import type { ServerResponse } from 'node:http';
import { chunkLine, startFakeUpstream } from '../test/fake-openai-upstream';

const chunks = Number(process.env.BENCH_CHUNKS ?? 200);
const intervalMs = Number(process.env.BENCH_INTERVAL_MS ?? 5);
const opening = chunkLine({ content: null, reasoning_content: '' });
const lines = Array.from({ length: chunks }, (_, index) =>
  chunkLine({ content: `c${index}`, reasoning_content: null }),
);
const closing = `${chunkLine({ content: '', reasoning_content: null }, 'stop')}data: [DONE]\n\n`;

function streamReply(response: ServerResponse): void {
  response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  response.write(opening);
  let next = 0;
  const timer = setInterval(() => {
    if (response.destroyed) {
      clearInterval(timer);
      return;
    }
    const line = lines[next++];
    if (line !== undefined) response.write(line);
    if (next === lines.length) {
      clearInterval(timer);
      response.end(closing);
    }
  }, intervalMs);
}

const upstream = await startFakeUpstream((_request, response) => streamReply(response));
// Keep no history: the benchmark sends tens of thousands of requests.
setInterval(() => {
  upstream.requests.length = 0;
}, 1_000).unref();
console.log(`UPSTREAM ${upstream.url}`);
process.on('SIGTERM', () => {
  upstream.close().then(() => process.exit(0));
});
