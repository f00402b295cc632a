import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type AppDeps, createApp, type ServerApp } from './app';
import type { ServerConfig } from './config';
import { SHUTDOWN_GRACE_MS } from './constants';
import { type OpenDatabase, openDatabase } from './db/open-database';

/** Options of {@link startServer}: the settings, and what {@link createApp} accepts besides them. */
export interface StartServerOptions extends Omit<AppDeps, 'config' | 'db'> {
  config: ServerConfig;
}

/** A listening server. */
export interface RunningServer extends Omit<ServerApp, 'app'> {
  database: OpenDatabase;
  /** e.g. http://127.0.0.1:8080 */
  url: string;
  port: number;
  /** Stops accepting connections, waits up to SHUTDOWN_GRACE_MS for open ones, closes the database. */
  close(): Promise<void>;
}

/**
 * Starts the server: opens the database (SQLite or PostgreSQL) and applies the migrations (demo users
 * seeded into a new database when DEMO_DATA is on), builds the app with {@link createApp}, and listens on
 * config.port (0 picks a free port).
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { config } = options;
  const log = options.log ?? ((message: string) => console.log(message));
  const database = await openDatabase(config);
  try {
    if (database.seeded) log('New database: seeded the demo users (password demo1234), see the server README');
    const { app, ...built } = await createApp({ ...options, db: database.db, log });

    // Plain HTTP/1.1 (no createServer option), so serve() returns a node:http Server.
    const server = await new Promise<Server>((resolve, reject) => {
      const created = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
        resolve(created as Server),
      );
      created.once('error', reject);
    });
    const port = (server.address() as AddressInfo).port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
    log(
      `edu-platform server on http://${host}:${port} — chat provider: ${built.chat.name}${
        built.chat.name === 'guide' ? ' (offline guide mode: no large model configured)' : ''
      }, database: ${database.dialect}, copy ${built.replies.copyId}`,
    );

    built.replies.begin();
    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= (async () => {
        const closeStartedAt = performance.now();
        await new Promise<void>((resolve) => {
          // Keep-alive connections become idle as their last response ends: close them as they do.
          const sweep = setInterval(() => server.closeIdleConnections(), 50);
          const force = setTimeout(() => {
            server.closeAllConnections();
            resolve();
          }, SHUTDOWN_GRACE_MS);
          force.unref();
          server.close(() => {
            clearInterval(sweep);
            clearTimeout(force);
            resolve();
          });
          server.closeIdleConnections();
        });
        // Replies still running end as interrupted (their pages rejoin through another copy and read so).
        await built.replies.close(Math.max(0, SHUTDOWN_GRACE_MS - (performance.now() - closeStartedAt)));
        await database.close();
      })();
      return closing;
    };
    return { ...built, database, url: `http://${host}:${port}`, port, close };
  } catch (error) {
    await database.close();
    throw error;
  }
}
