/**
 * Entry of the process `renderDemoMediaApart` forks: renders the one request it is sent, answers with the
 * media (or the error) and exits, taking the memory of the rendering with it.
 */
import type { DemoMediaRequest } from './render-demo-media';
import { renderDemoMediaHere } from './render-demo-media';

/** The answer of the demo media process. */
export type DemoMediaReply = { media: Map<string, Buffer> } | { error: string };

// A server stopped while seeding takes its renderer with it.
process.once('disconnect', () => process.exit());
process.once('message', async (request: DemoMediaRequest) => {
  let reply: DemoMediaReply;
  try {
    reply = { media: await renderDemoMediaHere(request) };
  } catch (error) {
    reply = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  process.send?.(reply, () => process.disconnect());
});
