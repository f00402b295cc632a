/**
 * Budgets of the shipped script-tag bundle, measured on a fresh build:
 * - issue #36, a script-tag embedder page in Chromium served by the real server (its brotli copies),
 *   bytes as Chromium received them (headers included): before intent (page load to idle, the launcher
 *   and, on /index, its 语音讲解 button drawn) ≤ 15 KB with no React in it; the bytes a text selection
 *   (the bubble drawn, no action pressed) and a press of 语音讲解 add, neither with the panel's code;
 *   through opening the panel ≤ 120 KB; a click opens the panel
 *   within 300 ms on a 4x-slowed CPU with a warm cache, and with a cold one within one round trip plus
 *   parse time (the panel's files all requested at once, none after another arrived);
 * - issue #11: every script or stylesheet of 1 KB or more arrives compressed;
 * - issue #4: the loader ≤ 6 KB gzip, and the on-demand parts (speech, KaTeX, dialogs) reported;
 * - a conversation of 500 messages opens and scrolls without a task over 100 ms ('longtask').
 * Exits 1 when a budget is missed.
 *
 *   node --conditions=source --import tsx bench/widget.bench.ts
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createAiClient } from '@edu/api-client';
import { startBrowserSession, type WireRecord } from '@edu/browser-harness';
import { buildStandaloneBundle } from '../e2e/build-bundle';
import { startWidgetServer } from '../e2e/start-widget-server';
import {
  recordOpeningBytes,
  recordSelectionBytes,
  recordVoiceBytes,
  timeColdOpening,
  timeWarmOpening,
} from './measure-opening';

const KB = 1024;
const BEFORE_INTENT_BUDGET_KB = 15;
const THROUGH_OPENING_BUDGET_KB = 120;
const WARM_OPENING_BUDGET_MS = 300;
const CPU_SLOWDOWN = 4;
/** The emulated network round trip of the cold measurement (a county page on a slow line). */
const COLD_RTT_MS = 150;
const WARM_TRIALS = 7;
const COLD_TRIALS = 5;
/** A script or stylesheet this large or larger must arrive compressed. */
const COMPRESSED_FROM_BYTES = 1024;
/** Strings only React's runtime carries (its element symbol and its error URLs). */
const REACT_MARKERS = ['react.transitional.element', 'react.dev/errors'];
const bundleDir = await buildStandaloneBundle();
let ok = true;

function check(label: string, value: number, budget: number, unit: string) {
  const pass = value <= budget;
  ok &&= pass;
  console.log(`${pass ? 'ok  ' : 'FAIL'} ${label}: ${value.toFixed(1)} ${unit} (budget ${budget} ${unit})`);
}

function claim(label: string, pass: boolean) {
  ok &&= pass;
  console.log(`${pass ? 'ok  ' : 'FAIL'} ${label}`);
}

// ---- Sizes: follow static imports from each entry point to get what one step downloads. ----
const chunkDir = path.join(bundleDir, 'chunks');
const files = new Map<string, string>();
files.set('edu-assistant.js', readFileSync(path.join(bundleDir, 'edu-assistant.js'), 'utf8'));
for (const name of readdirSync(chunkDir))
  if (name.endsWith('.js')) files.set(`chunks/${name}`, readFileSync(path.join(chunkDir, name), 'utf8'));
const gzip = (name: string) => gzipSync(files.get(name) ?? '', { level: 9 }).length;

function resolveImport(from: string, specifier: string): string {
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
}
function staticClosure(entries: string[], loaded: Set<string>): Set<string> {
  const added = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    if (loaded.has(name) || added.has(name)) continue;
    added.add(name);
    for (const match of (files.get(name) ?? '').matchAll(/(?:from|import)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) {
      queue.push(resolveImport(name, match[1] as string));
    }
  }
  return added;
}
const findChunk = (prefix: string) => [...files.keys()].find((name) => name.startsWith(`chunks/${prefix}-`));
const chunks = (...prefixes: string[]) => prefixes.map(findChunk).filter((name): name is string => name !== undefined);
const sum = (names: Iterable<string>) => [...names].reduce((total, name) => total + gzip(name), 0) / KB;
const carriesReact = (names: Iterable<string>) =>
  [...names].filter((name) => REACT_MARKERS.some((marker) => (files.get(name) ?? '').includes(marker)));

const loaded = new Set<string>();
const take = (names: Set<string>) => {
  for (const name of names) loaded.add(name);
  return names;
};
const loader = take(staticClosure(['edu-assistant.js'], loaded));
const launcher = take(staticClosure(chunks('element-entry'), loaded));
const app = take(staticClosure(chunks('mount-assistant-app', 'create-assistant-api'), loaded));
const afterOpen = new Set(loaded);
const markdown = staticClosure(chunks('markdown-content'), afterOpen);
const bubble = staticClosure(chunks('create-selection-bubble'), new Set([...loader, ...launcher]));
const pageVoice = staticClosure(chunks('create-page-voice'), new Set([...loader, ...launcher]));
const readAloud = staticClosure(chunks('read-aloud'), afterOpen);
const voice = take(staticClosure(chunks('voice-engine'), loaded));
const dialogs = staticClosure(
  chunks('media-dialogs', 'dislike-dialog', 'speech-chat-dialog', 'confirm-popover'),
  loaded,
);
const math = staticClosure(chunks('katex', 'katex.min'), loaded);

console.log('Standalone bundle, gzip -9:');
check('loader edu-assistant.js', sum(loader), 6, 'KB');
console.log(`     before intent: the element and its launcher (plain DOM) ${sum(launcher).toFixed(1)} KB`);
console.log(`     on intent: the panel, Preact (React-compatible), jotai, the API client ${sum(app).toFixed(1)} KB`);
console.log(`     with the first answer shown: the markdown renderer ${sum(markdown).toFixed(1)} KB`);
console.log(`     on the speech chat's first use in the panel: its session ${sum(voice).toFixed(1)} KB`);
console.log(`     on the first selection: the selection bubble (plain DOM) ${sum(bubble).toFixed(1)} KB`);
console.log(
  `     on the first 语音讲解 press (or intent on it): speech engine, presenter scripts, API client ${sum(pageVoice).toFixed(1)} KB`,
);
console.log(
  `     on the first 朗读本页: Readability, segmentation, highlight, speech engine ${sum(readAloud).toFixed(1)} KB`,
);
console.log(
  `     on first use: dialogs and popover (Radix, feedback, media, speech chat, delete) ${sum(dialogs).toFixed(1)} KB`,
);
console.log(`     only when a reply has math: KaTeX + its CSS ${sum(math).toFixed(1)} KB`);
const earlyReact = carriesReact([...loader, ...launcher]);
claim(
  `no React in the loader or the launcher's chunks${earlyReact.length ? `: ${earlyReact.join(', ')}` : ''}`,
  earlyReact.length === 0,
);
// The markdown renderer, the selection bubble and 朗读本页 each stay out of the first open
// (Readability's code names `_grabArticle`, markdown-it's `linkify`).
const featureEarly = [...loader, ...launcher, ...app].filter(
  (name) =>
    /selection-bubble|read-aloud|markdown-content/.test(name) || /_grabArticle|linkify/.test(files.get(name) ?? ''),
);
claim(
  `the markdown renderer, the selection bubble and 朗读本页 are not in the first open${featureEarly.length ? `: ${featureEarly.join(', ')}` : ''}`,
  featureEarly.length === 0 && markdown.size > 0 && bubble.size > 0 && readAloud.size > 0,
);

// Selecting text and pressing 语音讲解 are not reaching for the panel (issue #36): neither brings its code,
// the chunks only the panel needs (Preact, jotai, the panel's views; the API client is shared with the voice).
const launcherAndLoader = new Set([...loader, ...launcher]);
const apiClient = staticClosure(chunks('create-assistant-api'), launcherAndLoader);
const panelOnly = new Set(
  [...staticClosure(chunks('mount-assistant-app'), launcherAndLoader)].filter((name) => !apiClient.has(name)),
);
const panelIn = (names: Set<string>) => [...names].filter((name) => panelOnly.has(name));
claim(
  `the selection bubble's chunks carry none of the panel's code${panelIn(bubble).length ? `: ${panelIn(bubble).join(', ')}` : ''}`,
  bubble.size > 0 && panelOnly.size > 0 && panelIn(bubble).length === 0,
);
claim(
  `the launcher's voice chunks carry none of the panel's code${panelIn(pageVoice).length ? `: ${panelIn(pageVoice).join(', ')}` : ''}`,
  pageVoice.size > 0 && panelIn(pageVoice).length === 0,
);

/** A table of the widget's files as the page received them, and the total on the wire against a budget. */
function reportWireBytes(label: string, records: WireRecord[], budgetKb?: number) {
  const rows = records.map((record) => ({
    file: new URL(record.url).pathname.replace(/^\/widget\//, ''),
    type: record.type,
    encoding: record.encoding,
    decoded: record.decodedBytes,
    wire: record.transferredBytes,
  }));
  const width = Math.max(...rows.map((row) => row.file.length), 4);
  console.log(`${label}, as the server sent them (wire = bytes received, headers included):`);
  console.log(
    `     ${'file'.padEnd(width)}  ${'type'.padEnd(10)}  ${'encoding'.padEnd(8)}  ${'decoded'.padStart(9)}  ${'wire'.padStart(9)}`,
  );
  for (const row of rows) {
    console.log(
      `     ${row.file.padEnd(width)}  ${row.type.padEnd(10)}  ${row.encoding.padEnd(8)}  ${(row.decoded / KB).toFixed(1).padStart(6)} KB  ${(row.wire / KB).toFixed(1).padStart(6)} KB`,
    );
  }
  const uncompressed = rows.filter(
    (row) =>
      (row.type === 'Script' || row.type === 'Stylesheet') &&
      row.decoded >= COMPRESSED_FROM_BYTES &&
      row.encoding === 'identity',
  );
  for (const row of uncompressed) {
    console.log(`FAIL ${row.file} (${(row.decoded / KB).toFixed(1)} KB) arrived uncompressed`);
  }
  ok &&= uncompressed.length === 0 && (rows.length > 0 || budgetKb === undefined);
  const total = rows.reduce((sum, row) => sum + row.wire, 0) / KB;
  const decoded = rows.reduce((sum, row) => sum + row.decoded, 0) / KB;
  console.log(`     ${rows.length} files, ${decoded.toFixed(1)} KB once decoded`);
  if (budgetKb === undefined) console.log(`     ${label}: ${total.toFixed(1)} KB on the wire`);
  else check(`${label}: bytes on the wire`, total, budgetKb, 'KB');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

// ---- In Chromium, against the real server: bytes on the wire, click to panel, 500 messages ----
const server = await startWidgetServer({ bundleDir });
const session = await startBrowserSession({ baseUrl: server.url });
try {
  const user = await server.loginAs('teacher');
  const client = createAiClient({ baseUrl: `${server.url}/ai`, getToken: () => user.token });
  const paragraph = '这是一段较长的回答，包含**加粗**、`代码`和列表。\n\n- 第一项\n- 第二项\n\n';
  const messages = Array.from({ length: 500 }, (_, index) =>
    index % 2 === 0
      ? { role: 'user' as const, content: `第${index / 2 + 1}个问题：平台有哪些功能？` }
      : { role: 'assistant' as const, content: `${paragraph}第${index}条回答。${'说明文字。'.repeat(12)}` },
  );
  await client.createConversation({ uid: user.uid, title: '五百条消息', messages });

  const embedder = `${server.url}/pages/index.html?uid=${user.uid}&token=${encodeURIComponent(user.token)}`;
  const viewport = { width: 1280, height: 860 };

  // Issue #36 on the wire: what a visitor downloads who never touches the assistant, and what opening it adds.
  const bytesPage = await session.newPage(undefined, { viewport });
  const { beforeIntent, throughOpening } = await recordOpeningBytes(bytesPage, embedder);
  await bytesPage.context().close();
  reportWireBytes('Before intent (page load to idle, the launcher drawn)', beforeIntent, BEFORE_INTENT_BUDGET_KB);
  const reactBeforeIntent = beforeIntent.filter((record) => {
    const name = new URL(record.url).pathname.replace(/^\/widget\//, '');
    return carriesReact([name]).length > 0;
  });
  claim(`no React before intent (${beforeIntent.length} files)`, reactBeforeIntent.length === 0);
  reportWireBytes(
    'Through opening the panel (hover, click, conversation list)',
    throughOpening,
    THROUGH_OPENING_BUDGET_KB,
  );
  const voiceEarly = throughOpening.some((record) => /\/(voice-engine|create-page-voice)-/.test(record.url));
  claim('the speech engine is not loaded by opening the panel', !voiceEarly);

  // Issue #36: selecting text (to copy it, say) and pressing 语音讲解 are not reaching for the panel.
  const panelChunk = (records: WireRecord[]) => records.filter((record) => /\/mount-assistant-app-/.test(record.url));
  const selectionPage = await session.newPage(undefined, { viewport });
  const afterSelection = await recordSelectionBytes(selectionPage, embedder);
  await selectionPage.context().close();
  reportWireBytes(
    'After a text selection, the bubble drawn, no action pressed (added to before intent)',
    afterSelection,
  );
  claim(
    'a text selection loads none of the panel’s code',
    afterSelection.length > 0 && panelChunk(afterSelection).length === 0,
  );
  const voicePage = await session.newPage(undefined, { viewport });
  const afterVoice = await recordVoiceBytes(voicePage, embedder);
  await voicePage.context().close();
  reportWireBytes('After pressing 语音讲解 beside the launcher, reading (added to before intent)', afterVoice);
  claim(
    'pressing 语音讲解 loads none of the panel’s code',
    afterVoice.length > 0 && panelChunk(afterVoice).length === 0,
  );

  // Issue #36, click to panel at 4x CPU: warm (every file from the HTTP cache), then cold over a slow line.
  const warmContext = await session.browser.newContext({ viewport });
  const warm = await timeWarmOpening(warmContext, embedder, WARM_TRIALS, CPU_SLOWDOWN);
  await warmContext.close();
  const warmPanel = warm.map((times) => times.panel);
  console.log(
    `     warm trials (ms): ${warmPanel.map((value) => value.toFixed(0)).join(', ')}; the loading panel drawn in ${warm
      .map((times) => (times.loading === undefined ? '–' : times.loading.toFixed(0)))
      .join(', ')}`,
  );
  check(
    `click to panel at ${CPU_SLOWDOWN}x CPU, warm cache, median of ${WARM_TRIALS} (max ${Math.max(...warmPanel).toFixed(0)} ms)`,
    median(warmPanel),
    WARM_OPENING_BUDGET_MS,
    'ms',
  );
  const cold: Awaited<ReturnType<typeof timeColdOpening>>[] = [];
  for (let trial = 0; trial < COLD_TRIALS; trial += 1) {
    const coldPage = await session.newPage(undefined, { viewport });
    cold.push(await timeColdOpening(coldPage, embedder, COLD_RTT_MS, CPU_SLOWDOWN));
    await coldPage.context().close();
  }
  const coldPanel = cold.map((trial) => trial.times.panel);
  console.log(
    `     cold trials (ms): ${coldPanel.map((value) => value.toFixed(0)).join(', ')}; the loading panel drawn in ${cold
      .map((trial) => trial.times.loading?.toFixed(0) ?? '–')
      .join(', ')}; the panel waited for ${cold.map((trial) => trial.files).join(', ')} widget files`,
  );
  const waterfall = [...new Set(cold.flatMap((trial) => trial.waterfall))];
  claim(
    `click to panel, cold cache, ${COLD_RTT_MS} ms round trip: the panel's files requested in one round trip${waterfall.length ? ` (requested after another arrived: ${waterfall.join(', ')})` : ''}`,
    waterfall.length === 0 && cold.every((trial) => trial.files > 0),
  );
  check(
    `click to panel at ${CPU_SLOWDOWN}x CPU, cold cache, ${COLD_RTT_MS} ms round trip, median of ${COLD_TRIALS} (max ${Math.max(...coldPanel).toFixed(0)} ms; budget: the round trip + the warm budget for parsing)`,
    median(coldPanel),
    COLD_RTT_MS + WARM_OPENING_BUDGET_MS,
    'ms',
  );

  const page = await session.newPage(undefined, { viewport: { width: 1280, height: 860 } });
  await page.goto(`${server.url}/pages/index.html?uid=${user.uid}&token=${encodeURIComponent(user.token)}`);
  const host = page.locator('edu-assistant#assistant');
  await host.getByRole('button', { name: '打开AI助手' }).click();
  await host.getByRole('button', { name: '五百条消息', exact: true }).waitFor();
  await page.evaluate(() => {
    const tasks: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        tasks.push(entry.duration);
        console.log(`longtask ${entry.duration.toFixed(0)} ms at ${entry.startTime.toFixed(0)}`);
      }
    }).observe({ type: 'longtask' });
    (window as unknown as { longTasks: number[] }).longTasks = tasks;
  });
  page.on('console', (message) => {
    if (message.text().startsWith('longtask') || message.text().startsWith('mark'))
      console.log(`     ${message.text()}`);
  });
  await page.evaluate(() => console.log(`mark click at ${performance.now().toFixed(0)}`));
  await host.getByRole('button', { name: '五百条消息', exact: true }).click();
  await page.evaluate(() => console.log(`mark clicked at ${performance.now().toFixed(0)}`));
  await host.locator('[data-role="assistant"]').first().waitFor();
  await page.evaluate(() => console.log(`mark rendered at ${performance.now().toFixed(0)}`));
  // Scroll from the bottom to the very top, step by step, so every older batch mounts.
  for (let step = 0; step < 60; step += 1) {
    await host.locator('[part="messages"]').evaluate((element) => {
      element.scrollTop -= 1500;
    });
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(300);
  const mounted = await host.locator('[data-role="user"], [data-role="assistant"]').count();
  const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  const longest = Math.max(0, ...tasks);
  console.log(
    `500-message conversation: ${mounted} messages mounted after scrolling to the top; ${tasks.length} long tasks`,
  );
  check('longest task while opening and scrolling 500 messages', longest, 100, 'ms');
} finally {
  await session.close();
  await server.stop();
  rmSync(bundleDir, { recursive: true, force: true });
}

process.exit(ok ? 0 : 1);
