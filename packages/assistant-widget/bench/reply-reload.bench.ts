/**
 * Issue 34: replies that survive a reload, measured in Chromium on the shipped bundle against the real
 * server (in-process, SQLite) in front of a model that streams 60 numbered pieces, one every 50 ms. For each
 * of 50 replies the page is reloaded at a random moment while the reply streams; the reopened panel rejoins
 * it. Reported: replies completed (the panel's answer and the stored one hold every piece), pieces missing,
 * pieces repeated, and the time from the reload to the first new piece on screen (p50, p99), which includes
 * loading the page, the widget and the panel (the bench clicks the launcher as soon as it shows).
 * Exits 1 unless every reply completed with no piece missing or repeated.
 *
 *   node --conditions=source --import tsx bench/reply-reload.bench.ts     (REPLY_BENCH_REPLIES=50)
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAiClient } from '@edu/api-client';
import { startBrowserSession } from '@edu/browser-harness';
import type { Page } from 'playwright-core';
import { buildStandaloneBundle } from '../e2e/build-bundle';
import { startWidgetServer } from '../e2e/start-widget-server';
import { widget } from '../e2e/widget-page';

const REPLIES = Number(process.env.REPLY_BENCH_REPLIES ?? 50);
const PIECES = 60;
const PIECE_INTERVAL_MS = 50;
const piece = (index: number) => `第${index}段。`;

/** A model streaming pieces 1..60, in OpenAI's format. */
async function startNumberedModel() {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      let index = 0;
      const timer = setInterval(() => {
        index += 1;
        if (index > PIECES) {
          clearInterval(timer);
          response.end('data: [DONE]\n\n');
          return;
        }
        response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece(index) } }] })}\n\n`);
      }, PIECE_INTERVAL_MS);
      response.on('close', () => clearInterval(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The piece numbers in `text`, in order. */
const piecesIn = (text: string) => [...text.matchAll(/第(\d+)段。/g)].map((match) => Number(match[1]));

/** How far `numbers` is from 1..PIECES once each: pieces missing and pieces repeated. */
function tally(numbers: number[]) {
  const seen = new Map<number, number>();
  for (const number of numbers) seen.set(number, (seen.get(number) ?? 0) + 1);
  let missing = 0;
  let repeated = 0;
  for (let index = 1; index <= PIECES; index++) {
    const count = seen.get(index) ?? 0;
    if (count === 0) missing += 1;
    if (count > 1) repeated += count - 1;
  }
  const inOrder = numbers.every((number, position) => position === 0 || number > (numbers[position - 1] ?? 0));
  return { missing, repeated, inOrder };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

const lastAnswerText = (page: Page) => widget(page).assistantMessages.last().textContent();

const bundleDir = await buildStandaloneBundle();
const model = await startNumberedModel();
const server = await startWidgetServer({
  bundleDir,
  env: { AI_PROVIDER: 'openai', AI_BASE_URL: model.url, CHAT_RATE_LIMIT_PER_MINUTE: '100000' },
});
const session = await startBrowserSession({ baseUrl: server.url });
const user = await server.loginAs('teacher');
const ai = createAiClient({ baseUrl: `${server.url}/ai`, getToken: () => user.token });
const pageUrl = `/pages/index.html?uid=${user.uid}&token=${encodeURIComponent(user.token)}`;

let completed = 0;
let missingTotal = 0;
let repeatedTotal = 0;
const firstNewPieceMs: number[] = [];
const failures: string[] = [];
try {
  const page = await session.newPage(pageUrl);
  for (let round = 1; round <= REPLIES; round++) {
    const question = `第${round}个问题：讲一个长故事`;
    try {
      let w = widget(page);
      await w.launcher.click();
      await w.input.waitFor();
      await w.button('＋ 新建对话').click();
      // Typed once the new conversation shows (its creation is a request): not into the one before it.
      await page.waitForFunction(() => {
        const root = document.getElementById('assistant')?.shadowRoot;
        return root?.querySelectorAll('[data-role="user"]').length === 0;
      });
      await w.input.fill(question);
      await w.input.press('Enter');
      // A random moment while the reply streams: after 1 to 45 of its 60 pieces.
      const reloadAfter = 1 + Math.floor(Math.random() * 45);
      await page.waitForFunction(
        (wanted) => {
          const root = document.getElementById('assistant')?.shadowRoot;
          const answers = root?.querySelectorAll('[data-role="assistant"]');
          return (answers?.[answers.length - 1]?.textContent ?? '').includes(`第${wanted}段。`);
        },
        reloadAfter,
        { polling: 'raf' },
      );
      const shownBefore = Math.max(0, ...piecesIn((await lastAnswerText(page)) ?? ''));
      const reloadedAt = performance.now();
      await page.reload();
      w = widget(page);
      await w.launcher.click();
      await page.waitForFunction(
        (after) => {
          const root = document.getElementById('assistant')?.shadowRoot;
          const answers = root?.querySelectorAll('[data-role="assistant"]');
          const text = answers?.[answers.length - 1]?.textContent ?? '';
          return [...text.matchAll(/第(\d+)段。/g)].some((match) => Number(match[1]) > after);
        },
        shownBefore,
        { polling: 'raf', timeout: 30_000 },
      );
      firstNewPieceMs.push(performance.now() - reloadedAt);
      await w.send.waitFor({ timeout: 30_000 });
      const shown = tally(piecesIn((await lastAnswerText(page)) ?? ''));
      const stored = (await ai.listConversations(user.uid)).find((each) => each.messages[0]?.content === question);
      const kept = tally(piecesIn(stored?.messages[1]?.content ?? ''));
      missingTotal += shown.missing;
      repeatedTotal += shown.repeated;
      if (shown.missing === 0 && shown.repeated === 0 && shown.inOrder && kept.missing === 0 && kept.repeated === 0) {
        completed += 1;
      } else {
        failures.push(
          `reply ${round} (reloaded after piece ${shownBefore}): shown ${JSON.stringify(shown)}, stored ${JSON.stringify(kept)}`,
        );
      }
      // The next round starts on a closed panel, as after a reload.
      await w
        .button('关闭')
        .click()
        .catch(() => undefined);
    } catch (error) {
      const shown = await lastAnswerText(page).catch(() => '');
      failures.push(
        `reply ${round}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}; the answer shows: ${shown?.slice(0, 200)}`,
      );
      await page.goto(pageUrl).catch(() => undefined);
    }
  }
} finally {
  await session.close();
  await server.stop();
  await model.close();
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
console.log(
  `Replies with a reload at a random point (${REPLIES}, ${PIECES} pieces each, one every ${PIECE_INTERVAL_MS} ms):`,
);
for (const failure of failures) console.log(`  ${failure}`);
console.log(`  replies completed ${completed}/${REPLIES}, pieces missing ${missingTotal}, repeated ${repeatedTotal}`);
console.log(
  `  reload to first new piece: p50 ${ms(percentile(firstNewPieceMs, 50))}, p99 ${ms(percentile(firstNewPieceMs, 99))} (min ${ms(Math.min(...firstNewPieceMs))}, max ${ms(Math.max(...firstNewPieceMs))})`,
);
if (completed !== REPLIES || missingTotal !== 0 || repeatedTotal !== 0) process.exitCode = 1;
