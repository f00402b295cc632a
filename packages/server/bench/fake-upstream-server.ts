/**
 * The benchmark's upstream, run as its own process so it does not share a CPU queue with the server:
 * an OpenAI-compatible chat stream of BENCH_CHUNKS content chunks ("c0", "c1", …) every BENCH_INTERVAL_MS.
 */
import { startFakeUpstream, writeChatStream } from '../test/fake-openai-upstream';

const chunks = Number(process.env.BENCH_CHUNKS ?? 200);
const intervalMs = Number(process.env.BENCH_INTERVAL_MS ?? 5);
const content = Array.from({ length: chunks }, (_, index) => `c${index}`);

const upstream = await startFakeUpstream((_request, response) => writeChatStream(response, { content, intervalMs }));
// Keep no history: the benchmark sends tens of thousands of requests.
setInterval(() => {
  upstream.requests.length = 0;
}, 1_000).unref();
console.log(`UPSTREAM ${upstream.url}`);
process.on('SIGTERM', () => {
  upstream.close().then(() => process.exit(0));
});
