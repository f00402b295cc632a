import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

/** A PostgreSQL server for tests: the given TEST_DATABASE_URL, or one this helper started. */
export interface TestPostgres {
  /** URL of a database the tests may create databases from (admin rights). */
  adminUrl: string;
  /** Creates an empty database and returns its URL. */
  createDatabase(): Promise<string>;
  /**
   * Restarts the server this helper started (a fast shutdown: open connections are cut), as an operator
   * restarting PostgreSQL does; undefined when TEST_DATABASE_URL names a server this helper does not own.
   */
  restart: (() => void) | undefined;
  /** Drops the created databases and stops the server if this helper started it. */
  stop(): Promise<void>;
}

function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const version = versions.find((entry) => existsSync(path.join(root, entry, 'bin', 'pg_ctl')));
  if (!version) throw new Error('PostgreSQL is not installed: apt-get install postgresql, or set TEST_DATABASE_URL');
  return path.join(root, version, 'bin');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Runs a PostgreSQL tool as the `postgres` user when we are root (initdb refuses to run as root). */
function runAsPostgres(command: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

/**
 * Starts Debian's PostgreSQL in a temporary data directory on a free local port (trust auth, fsync off:
 * a throw-away test server), unless TEST_DATABASE_URL names one.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const given = process.env.TEST_DATABASE_URL;
  let adminUrl: string;
  let stopServer: () => void = () => {};
  let restart: (() => void) | undefined;
  if (given) {
    adminUrl = given;
  } else {
    const bin = postgresBinDir();
    const dataDir = mkdtempSync('/tmp/edu-server-pg-');
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
      chownSync(dataDir, uid, gid);
    }
    chmodSync(dataDir, 0o700);
    const port = await freePort();
    runAsPostgres(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    const serverOptions = [
      '-D',
      dataDir,
      '-w',
      '-l',
      path.join(dataDir, 'server.log'),
      '-o',
      `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    ];
    runAsPostgres(path.join(bin, 'pg_ctl'), [...serverOptions, 'start']);
    restart = () => runAsPostgres(path.join(bin, 'pg_ctl'), [...serverOptions, '-m', 'fast', 'restart']);
    adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    stopServer = () => {
      runAsPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      rmSync(dataDir, { recursive: true, force: true });
    };
  }

  const created: string[] = [];
  // A connection per use: one kept open would die with a restart.
  const asAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  return {
    adminUrl,
    restart,
    async createDatabase() {
      const name = `edu_test_${process.pid}_${created.length}_${Date.now()}`;
      await asAdmin(`CREATE DATABASE ${name}`);
      created.push(name);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async stop() {
      if (given) {
        for (const name of created) await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
      stopServer();
    },
  };
}
