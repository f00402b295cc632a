import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withCachedStatements } from './cached-statements';

describe('withCachedStatements', () => {
  const open = () => {
    const sqlite = new BetterSqlite3(':memory:');
    sqlite.exec('CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (1), (2), (3)');
    return sqlite;
  };

  it('hands out the same compiled statement for the same SQL, with fresh parameters each run', () => {
    const database = withCachedStatements(open());
    const first = database.prepare('SELECT n FROM t WHERE n >= ? ORDER BY n');
    expect(database.prepare('SELECT n FROM t WHERE n >= ? ORDER BY n')).toBe(first);
    expect(first.all([2])).toEqual([{ n: 2 }, { n: 3 }]);
    expect(first.all([3])).toEqual([{ n: 3 }]);
    database.close();
  });

  it('never hands out a statement that is still being iterated', () => {
    const database = withCachedStatements(open());
    const sql = 'SELECT n FROM t ORDER BY n';
    const streaming = database.prepare(sql);
    const rows = (streaming as unknown as { iterate(): IterableIterator<{ n: number }> }).iterate();
    expect(rows.next().value).toEqual({ n: 1 });
    const meanwhile = database.prepare(sql);
    expect(meanwhile).not.toBe(streaming);
    expect(meanwhile.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    rows.return?.();
    expect(database.prepare(sql)).toBe(streaming);
    database.close();
  });

  it('keeps the most recently used statements up to its limit', () => {
    const database = withCachedStatements(open(), 2);
    const one = database.prepare('SELECT 1');
    const two = database.prepare('SELECT 2');
    expect(database.prepare('SELECT 1')).toBe(one);
    database.prepare('SELECT 3');
    // SELECT 2 was the least recently used of three: dropped; SELECT 1 kept.
    expect(database.prepare('SELECT 2')).not.toBe(two);
    expect(database.prepare('SELECT 3')).toBe(database.prepare('SELECT 3'));
    database.close();
  });
});
