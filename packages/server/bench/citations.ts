/**
 * Citation bench (issue 35): the 30 county questions of `src/ai/school/__fixtures__/county-questions.ts`
 * through the real server, in front of a fake OpenAI-compatible upstream that answers by echoing the
 * passages the server handed it. Reports how often the answer's first three citations include the page that
 * answers the question; the goal is at least 90 % (exit code 1 below it).
 *
 * Run: npm run bench:citations -w @edu/server
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAiClient, login } from '@edu/api-client';
import { COUNTY_QUESTIONS } from '../src/ai/school/__fixtures__/county-questions';
import { loadConfig } from '../src/config';
import { startServer } from '../src/start-server';

const GOAL = 0.9;

/** Streams back, as the model's answer, every numbered passage of the system messages it was given. */
const upstream = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    const { messages = [] } = JSON.parse(body || '{}') as { messages?: { role: string; content: string }[] };
    const passages = messages
      .filter((message) => message.role === 'system')
      .flatMap((message) => message.content.split('\n'))
      .filter((line) => /^\[\d+\]/.test(line));
    response.writeHead(200, { 'Content-Type': 'text/event-stream' });
    for (const line of passages.length > 0 ? passages : ['（没有收到平台内容）']) {
      response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: `${line}\n` } }] })}\n\n`);
    }
    response.end('data: [DONE]\n\n');
  });
});
await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'edu-citation-bench-'));
const server = await startServer({
  config: loadConfig({
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    AI_PROVIDER: 'openai',
    AI_BASE_URL: upstreamUrl,
    AI_API_KEY: 'bench',
    CHAT_RATE_LIMIT_PER_MINUTE: '1000',
  }),
  seedDemoContent: false,
  log: () => undefined,
});
try {
  const { token } = await login(server.url, { username: 'teacher', password: 'demo1234' });
  const client = createAiClient({ baseUrl: `${server.url}/ai`, getToken: () => token });
  let hits = 0;
  for (const { question, page } of COUNTY_QUESTIONS) {
    let answer = '';
    for await (const event of client.chat({ messages: [{ role: 'user', content: question }] })) {
      if (event.type === 'content') answer += event.text;
    }
    // The sources the reader sees: the numbered links after **参考来源**, in order.
    const sources = answer.split('**参考来源**')[1] ?? '';
    const cited = [...sources.matchAll(/^\d+\. \[[^\]]*\]\(([^)]+)\)/gm)].map((match) => match[1]).slice(0, 3);
    const found = cited.includes(page);
    if (found) hits += 1;
    console.log(`${found ? 'hit ' : 'MISS'} ${question} → ${page} (cited ${cited.join(', ') || 'nothing'})`);
  }
  const share = hits / COUNTY_QUESTIONS.length;
  console.log(
    `citations: ${hits}/${COUNTY_QUESTIONS.length} = ${(share * 100).toFixed(1)} % with the right page in the top three (goal ≥ ${GOAL * 100} %)`,
  );
  if (share < GOAL) process.exitCode = 1;
} finally {
  await server.close();
  upstream.close();
  rmSync(dataDir, { recursive: true, force: true });
}
