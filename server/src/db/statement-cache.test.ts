import BetterSqlite3 from 'better-sqlite3';
import { withStatementCache } from './statement-cache';

describe('SQLite statements prepared once', () => {
  const sqlite = new BetterSqlite3(':memory:');
  afterAll(() => sqlite.close());

  it('gives the same statement for the same SQL, and still answers', () => {
    const cached = withStatementCache(sqlite);
    const first = cached.prepare('select ? as value');
    expect(cached.prepare('select ? as value')).toBe(first);
    expect(first.get(7)).toEqual({ value: 7 });
  });

  it('keeps only the most recently used statements', () => {
    const cached = withStatementCache(sqlite, { maxStatements: 2 });
    const one = cached.prepare('select 1');
    const two = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(one); // used again: now the most recent
    cached.prepare('select 3'); // pushes out the oldest, 'select 2'
    expect(cached.prepare('select 1')).toBe(one);
    expect(cached.prepare('select 2')).not.toBe(two);
  });

  it('sees a schema change made after a statement was kept', () => {
    const cached = withStatementCache(sqlite);
    sqlite.exec('create table changing (a integer)');
    sqlite.exec('insert into changing values (1)');
    expect(cached.prepare('select * from changing').all()).toEqual([{ a: 1 }]);
    sqlite.exec("alter table changing add column b text default 'x'");
    expect(cached.prepare('select * from changing').all()).toEqual([{ a: 1, b: 'x' }]);
  });
});
