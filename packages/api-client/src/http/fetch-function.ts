/** The `fetch` a client uses: the global one by default, injectable for tests, proxies or other runtimes. */
export type FetchFunction = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
