import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';

/**
 * The data a server render sends with its page: the answers its render used (TanStack Query's dehydrated
 * cache), in a JSON data block. A data block runs nothing, so the CSP's `script-src 'self'` allows it;
 * the client takes it in before its first request (preload.ts) and so asks for none of it again.
 */
const PAGE_DATA_ELEMENT_ID = 'portal-page-data';

/** The data block of a render's query cache, safe inside HTML: no `<` survives to close the element. */
export function pageDataBlockOf(client: QueryClient): string {
  const json = JSON.stringify(dehydrate(client))
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

/**
 * Takes a server render's data into the page's query client and removes the block. A missing or broken
 * block only means the screens ask for their data themselves.
 */
export function takeServerRenderedData(document: Document, client: QueryClient): void {
  const block = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!block) return;
  block.remove();
  try {
    const state = JSON.parse(block.textContent ?? '') as DehydratedState;
    // The answers are as fresh as the page that has just arrived: dated by this browser's clock, not the
    // server's, so a clock running ahead does not make them stale at once (and asked for again, which would
    // count a detail page's view twice and draw a page other than the server's).
    const now = Date.now();
    for (const query of state.queries) query.state.dataUpdatedAt = now;
    hydrate(client, state);
  } catch {
    // Nothing taken: the first render asks for its data as it does without a server render.
  }
}
