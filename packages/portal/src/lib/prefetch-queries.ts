import type { QueryClient } from '@tanstack/react-query';

/** A query definition as `queryOptions(…)` returns it. */
type QueryDefinition = { readonly queryKey: readonly unknown[] };

/**
 * What a screen module may export beside its screen: starts the queries its first render asks for, so
 * they leave as soon as its chunk has arrived (route-table.ts calls it) rather than after React DOM has
 * evaluated and the screen has rendered once. The definitions must be the very ones the screen uses
 * (same keys), or the render asks a second time.
 */
export type ScreenPrefetch = (client: QueryClient) => Promise<void>;

/**
 * What a screen's first-data module may export beside `prefetch`: the pictures the screen shows first (its
 * largest contentful paint), read from the data its render had. A server render names them for the
 * hosting's preload hint, so the hosting reads none of that data again.
 */
export type FirstPictures = (client: QueryClient) => readonly string[];

/**
 * Starts every query (each answer lands in the cache the screens read; a failure is left to the screen).
 * Settles when every one has been answered or has failed; never rejects.
 */
export function prefetchQueries(client: QueryClient, queries: readonly QueryDefinition[]): Promise<void> {
  return Promise.all(
    queries.map((query) => client.prefetchQuery(query as Parameters<QueryClient['prefetchQuery']>[0])),
  ).then(() => undefined);
}
